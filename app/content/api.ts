/**
 * The API page (spec section 7): sample endpoints and what the API offers. Every sample is an
 * operation of the OpenAPI document (tests/unit/openapi.server.test.ts checks it).
 */

import type { TextCard } from "./site";

export type ApiEndpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  description: string;
};

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  { method: "GET", path: "/api/v1/referees", description: "List the referees in your organization." },
  { method: "POST", path: "/api/v1/games", description: "Create a game." },
  { method: "PUT", path: "/api/v1/assignments/{id}", description: "Update an assignment." },
  {
    method: "GET",
    path: "/api/v1/availability/{referee_id}",
    description: "Read a referee's availability.",
  },
];

export const API_FEATURES: readonly TextCard[] = [
  {
    title: "RESTful and free",
    description: "A JSON API over HTTPS for games, referees, assignments and availability, at no cost.",
  },
  {
    title: "API keys and OAuth 2.0",
    description: "Use an API key for your own scripts, or OAuth 2.0 when a partner app acts for your league.",
  },
  {
    title: "Webhooks",
    description: "Get a signed callback when a game, an assignment or the schedule changes.",
  },
  {
    title: "Rate limiting",
    description: "Generous, documented limits with headers that tell you how many requests remain.",
  },
];

/** Where an assignor creates keys; the portal asks for sign-in first. */
export const API_KEY_HREF = "/assignor/api";

/** The full reference, rendered from the OpenAPI document. */
export const API_REFERENCE_HREF = "/api/reference";

import { describe, expect, it } from "vitest";
import { openApiDocument } from "~/server/api/openapi.server";
import {
  bookmarkCookie,
  chooseD1Session,
  readBookmark,
  respondInD1Session,
  withBookmark,
} from "~/server/d1-sessions.server";

const ORIGIN = "https://whistle.example";
const BOOKMARK = `00000085-0000024c-00004c6d-${"8e61117bf38d7adb".repeat(2)}`;
/** A session cookie of the right shape (the token itself is never looked up here). */
const SIGNED_IN = `__Host-whistle_session=${"a".repeat(32)}`;
const NEWER = `00000085-0000024d-00004c6d-${"8e61117bf38d7adb".repeat(2)}`;

function request(path: string, { method = "GET", cookie, bookmarkHeader, authorization }: Record<string, string> = {}) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  if (bookmarkHeader) headers.set("X-D1-Bookmark", bookmarkHeader);
  if (authorization) headers.set("Authorization", authorization);
  return new Request(`${ORIGIN}${path}`, { method, headers });
}

describe("readBookmark", () => {
  it("takes the cookie on pages and the header on the API, each ignoring the other", () => {
    expect(
      readBookmark(request("/assignor/games", { cookie: `a=1; __Host-whistle_d1_bookmark=${BOOKMARK}; b=2` })),
    ).toBe(BOOKMARK);
    expect(readBookmark(request("/assignor/games", { bookmarkHeader: BOOKMARK }))).toBeNull();
    expect(readBookmark(request("/api/v1/games", { bookmarkHeader: BOOKMARK }))).toBe(BOOKMARK);
    expect(readBookmark(request("/api/v1/games", { cookie: `__Host-whistle_d1_bookmark=${BOOKMARK}` }))).toBeNull();
  });

  it("ignores anything not shaped like a bookmark", () => {
    for (const malformed of [
      "",
      "garbage",
      "ZZZZ-0000",
      "0000",
      "0".repeat(64),
      `${BOOKMARK}-`,
      "a-b c",
      `1-${"f".repeat(130)}`,
    ]) {
      expect(readBookmark(request("/api/v1/games", { bookmarkHeader: malformed })), malformed).toBeNull();
      expect(
        readBookmark(request("/referee", { cookie: `__Host-whistle_d1_bookmark=${malformed}` })),
        malformed,
      ).toBeNull();
    }
  });
});

describe("chooseD1Session", () => {
  it("reads without a bookmark at the nearest replica", () => {
    expect(chooseD1Session(request("/referee/schedule"))).toEqual({ from: "first-unconstrained" });
    expect(chooseD1Session(request("/api/v1/games", { method: "HEAD" }))).toEqual({ from: "first-unconstrained" });
  });

  it("reads with a bookmark from it", () => {
    expect(chooseD1Session(request("/referee", { cookie: `__Host-whistle_d1_bookmark=${BOOKMARK}` }))).toEqual({
      from: "bookmark",
      bookmark: BOOKMARK,
    });
    expect(chooseD1Session(request("/api/v1/games", { bookmarkHeader: BOOKMARK }))).toEqual({
      from: "bookmark",
      bookmark: BOOKMARK,
    });
  });

  it("starts every write at the primary, bookmark or not", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(chooseD1Session(request("/api/v1/games", { method, bookmarkHeader: BOOKMARK }))).toEqual({
        from: "first-primary",
        reason: "write",
      });
    }
    expect(chooseD1Session(request("/login", { method: "POST" }))).toEqual({ from: "first-primary", reason: "write" });
  });

  it("opens links made by someone else's write at the primary", () => {
    for (const path of [
      "/reset-password/abc",
      "/verify-email/abc",
      "/link-account",
      "/link-account.data",
      "/signup",
      "/signup.data",
      "/auth/google/callback",
    ]) {
      expect(chooseD1Session(request(path, { cookie: `__Host-whistle_d1_bookmark=${BOOKMARK}` })), path).toEqual({
        from: "first-primary",
        reason: "token link",
      });
    }
    expect(chooseD1Session(request("/auth/google"))).toEqual({ from: "first-unconstrained" });
  });
});

describe("withBookmark", () => {
  it("puts the bookmark on every API answer", () => {
    const response = withBookmark(request("/api/v1/games"), new Response("[]"), BOOKMARK);
    expect(response.headers.get("X-D1-Bookmark")).toBe(BOOKMARK);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("sets the cookie after a browser's write, with its attributes, even on an immutable redirect", () => {
    const response = withBookmark(
      request("/referee/settings", { method: "POST", cookie: SIGNED_IN }),
      Response.redirect(`${ORIGIN}/referee/settings`, 303),
      BOOKMARK,
    );
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual([bookmarkCookie(BOOKMARK)]);
    expect(bookmarkCookie(BOOKMARK)).toBe(
      `__Host-whistle_d1_bookmark=${BOOKMARK}; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=300`,
    );
  });

  it("leaves a read's answer alone unless it signs someone in", () => {
    expect(withBookmark(request("/referee"), new Response("page"), BOOKMARK).headers.getSetCookie()).toEqual([]);
    const signedIn = new Response(null, {
      status: 302,
      headers: { "Set-Cookie": "__Host-whistle_session=abc; Path=/" },
    });
    expect(withBookmark(request("/auth/google/callback"), signedIn, BOOKMARK).headers.getSetCookie()).toContain(
      bookmarkCookie(BOOKMARK),
    );
  });

  it("sets nothing when the bookmark has not moved or there is none", () => {
    const post = request("/referee/settings", {
      method: "POST",
      cookie: `${SIGNED_IN}; __Host-whistle_d1_bookmark=${BOOKMARK}`,
    });
    expect(withBookmark(post, new Response("ok"), BOOKMARK).headers.getSetCookie()).toEqual([]);
    expect(withBookmark(post, new Response("ok"), NEWER).headers.getSetCookie()).toEqual([bookmarkCookie(NEWER)]);
    expect(withBookmark(request("/api/v1/games"), new Response("[]"), null).headers.has("X-D1-Bookmark")).toBe(false);
  });

  it("sets none after an anonymous post: there is nothing of theirs to read back", () => {
    const contact = withBookmark(request("/contact", { method: "POST" }), new Response("thanks"), BOOKMARK);
    expect(contact.headers.getSetCookie()).toEqual([]);
  });

  it("keeps account-private posts silent unless they sign the person in", () => {
    for (const path of ["/login", "/forgot-password", "/login.data"]) {
      const signedInBefore = request(path, { method: "POST", cookie: SIGNED_IN });
      const refused = withBookmark(signedInBefore, new Response("no", { status: 401 }), BOOKMARK);
      expect(refused.headers.getSetCookie(), path).toEqual([]);
    }
    const signedOut = new Response(null, {
      status: 302,
      headers: { "Set-Cookie": "__Host-whistle_session=; Max-Age=0" },
    });
    expect(withBookmark(request("/login", { method: "POST" }), signedOut, BOOKMARK).headers.getSetCookie()).toEqual([
      "__Host-whistle_session=; Max-Age=0",
    ]);
    const signedIn = new Response(null, {
      status: 302,
      headers: { "Set-Cookie": "__Host-whistle_session=abc; Path=/" },
    });
    expect(withBookmark(request("/login", { method: "POST" }), signedIn, BOOKMARK).headers.getSetCookie()).toContain(
      bookmarkCookie(BOOKMARK),
    );
  });
});

/** A D1 binding that records how each session starts; its sessions report `bookmark` once asked. */
function recordingDatabase(bookmark: string) {
  const started: (string | undefined)[] = [];
  const database = {
    withSession(constraintOrBookmark?: string) {
      started.push(constraintOrBookmark);
      return { getBookmark: () => bookmark } as unknown as D1DatabaseSession;
    },
  } as unknown as D1Database;
  return { database, started };
}

describe("respondInD1Session", () => {
  it("asks the primary once more before an API read answers 401, and only then", async () => {
    const { database, started } = recordingDatabase(BOOKMARK);
    let calls = 0;
    const response = await respondInD1Session(
      request("/api/v1/games", { authorization: "Bearer wk_new" }),
      database,
      () => Promise.resolve(new Response(String(++calls), { status: calls === 1 ? 401 : 200 })),
    );
    expect(started).toEqual(["first-unconstrained", "first-primary"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-D1-Bookmark")).toBe(BOOKMARK);
  });

  it("does not retry a 401 that the primary gave, a page's, a write's, or one without credentials", async () => {
    for (const refused of [
      request("/api/v1/games", { method: "POST", authorization: "Bearer wk_x" }),
      request("/api/v1/games"),
      request("/referee", { authorization: "Bearer wk_x" }),
    ]) {
      const { database, started } = recordingDatabase(BOOKMARK);
      const response = await respondInD1Session(refused, database, () =>
        Promise.resolve(new Response("no", { status: 401 })),
      );
      expect(response.status).toBe(401);
      expect(started).toHaveLength(1);
    }
  });
});

describe("the OpenAPI document", () => {
  it("names the bookmark header on reads and on every success response", () => {
    const paths = openApiDocument(ORIGIN).paths as Record<
      string,
      Record<string, { parameters: { name: string }[]; responses: Record<string, { headers?: object }> }>
    >;
    const list = paths["/api/v1/games"]!.get!;
    expect(list.parameters.map((parameter) => parameter.name)).toContain("X-D1-Bookmark");
    expect(list.responses["200"]!.headers).toHaveProperty("X-D1-Bookmark");
    const create = paths["/api/v1/games"]!.post!;
    expect(create.parameters.map((parameter) => parameter.name)).not.toContain("X-D1-Bookmark");
    expect(create.responses["201"]!.headers).toHaveProperty("X-D1-Bookmark");
  });
});

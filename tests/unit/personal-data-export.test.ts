import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  PERSONAL_DATA_JSON,
  PERSONAL_DATA_LISTS,
  personalDataFileName,
  personalDataFiles,
  zipFiles,
  type PersonalData,
} from "~/domain/personal-data-export";

const exportedAt = new Date("2026-11-24T15:00:00Z");

function data(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    profile: { email: "alex@example.test", firstName: "Alex", lastName: "Rivera" },
    settings: null,
    memberships: [],
    sessions: [],
    signInMethods: [],
    apiKeys: [],
    certifications: [],
    availability: [],
    weeklyAvailability: [],
    notifications: [],
    messages: [],
    assignments: [],
    gameRequests: [],
    payments: [],
    teamTies: [],
    startPoints: [],
    ratings: [],
    evaluations: [],
    taxDetails: null,
    ...overrides,
  };
}

describe("personal data files", () => {
  it("zips one JSON document, a README and one CSV per list, with headers even for empty lists", () => {
    const zip = zipFiles(personalDataFiles(data(), exportedAt), exportedAt);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(
      ["README.txt", PERSONAL_DATA_JSON, ...PERSONAL_DATA_LISTS.map((list) => list.file)].sort(),
    );
    expect(strFromU8(files["assignments.csv"]!).split("\r\n")[0]).toBe(
      "organization,date,time,homeTeam,awayTeam,venue,venueAddress,level,position,status,gameStatus,feeCents,currency,assignedAt,respondedAt,declineReason,notes",
    );
    const json = JSON.parse(strFromU8(files[PERSONAL_DATA_JSON]!));
    expect(json.profile.email).toBe("alex@example.test");
    expect(json.exportedAt).toBe("2026-11-24T15:00:00.000Z");
  });

  it("writes instants in ISO 8601 and keeps text that looks like a formula from running in a spreadsheet", () => {
    const files = personalDataFiles(
      data({
        notifications: [
          {
            createdAt: new Date("2026-11-01T10:00:00Z"),
            type: "system",
            priority: "low",
            title: '=HYPERLINK("http://evil.example","click")',
            message: "Hello, world",
            readAt: null,
            dismissedAt: null,
          },
        ],
      }),
      exportedAt,
    );
    const [, row] = files["notifications.csv"]!.split("\r\n");
    expect(row).toBe(
      `2026-11-01T10:00:00.000Z,system,low,"'=HYPERLINK(""http://evil.example"",""click"")","Hello, world",,`,
    );
  });

  it("names the file after the day", () => {
    expect(personalDataFileName(exportedAt)).toBe("whistle-data-2026-11-24.zip");
  });
});

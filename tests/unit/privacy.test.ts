import { describe, expect, it } from "vitest";
import { visibleProfile, type PrivacySettings, type ProfileSubject, type Viewer } from "~/domain/privacy";

const ORG = "org-bay-area";
const OTHER_ORG = "org-elsewhere";

const ALL_VISIBLE: PrivacySettings = {
  profileVisible: true,
  contactInfoVisible: true,
  availabilityVisible: true,
  statsVisible: true,
};

function subject(settings: Partial<PrivacySettings> = {}): ProfileSubject<string[]> {
  return {
    id: "ref-dana",
    firstName: "Dana",
    lastName: "Reyes",
    email: "dana@example.com",
    phone: "415-555-0134",
    refereeLevel: 3,
    rating: 4.8,
    ratingCount: 12,
    bio: "Eight seasons.",
    location: "Oakland, CA",
    website: "https://dana.example.com",
    certifications: [{ name: "Grassroots", level: "Level 2", verified: true }],
    availability: ["2026-12-05"],
    stats: { gamesCount: 42, earningsCents: 210_000 },
    organizationIds: [ORG],
    settings: { ...ALL_VISIBLE, ...settings },
  };
}

const viewers: Record<string, Viewer | null> = {
  self: { id: "ref-dana", role: "referee", organizationIds: [ORG] },
  "assignor, same organization": { id: "asg-1", role: "assignor", organizationIds: [ORG] },
  "assignor, other organization": { id: "asg-2", role: "assignor", organizationIds: [OTHER_ORG] },
  "referee, same organization": { id: "ref-2", role: "referee", organizationIds: [ORG] },
  "referee, other organization": { id: "ref-3", role: "referee", organizationIds: [OTHER_ORG] },
  anonymous: null,
};

/** Which parts each viewer sees, per toggle switched off. true = visible. */
type Parts = { profile: boolean; contact: boolean; availability: boolean; stats: boolean };
const everything: Parts = { profile: true, contact: true, availability: true, stats: true };

const matrix: { toggle: keyof PrivacySettings | "none"; others: Parts }[] = [
  { toggle: "none", others: everything },
  { toggle: "profileVisible", others: { profile: false, contact: false, availability: false, stats: false } },
  { toggle: "contactInfoVisible", others: { ...everything, contact: false } },
  { toggle: "availabilityVisible", others: { ...everything, availability: false } },
  { toggle: "statsVisible", others: { ...everything, stats: false } },
];

function seenParts(profile: ReturnType<typeof visibleProfile>): Parts {
  return {
    profile: profile.bio !== undefined && profile.refereeLevel !== undefined && profile.certifications !== undefined,
    contact: profile.email !== undefined && profile.phone !== undefined,
    availability: profile.availability !== undefined,
    stats: profile.stats !== undefined && profile.rating !== undefined && profile.ratingCount !== undefined,
  };
}

describe("visibleProfile", () => {
  for (const { toggle, others } of matrix) {
    for (const [name, viewer] of Object.entries(viewers)) {
      const seesAll = name === "self" || name === "assignor, same organization";
      const expected = seesAll ? everything : others;
      it(`${toggle === "none" ? "all toggles on" : `${toggle} off`}: ${name} sees ${JSON.stringify(expected)}`, () => {
        const settings = toggle === "none" ? {} : { [toggle]: false };
        const result = visibleProfile(viewer, subject(settings));
        expect(seenParts(result)).toEqual(expected);
        // The name is always there: a hidden profile still shows who it is.
        expect(result).toMatchObject({ id: "ref-dana", firstName: "Dana", lastName: "Reyes" });
        expect(result.hidden).toEqual({
          profile: !expected.profile,
          contactInfo: !expected.contact,
          availability: !expected.availability,
          stats: !expected.stats,
        });
      });
    }
  }

  it("a hidden profile leaves other referees only the name", () => {
    const result = visibleProfile(viewers["referee, same organization"]!, subject({ profileVisible: false }));
    const { hidden: _hidden, ...rest } = result;
    expect(rest).toEqual({ id: "ref-dana", firstName: "Dana", lastName: "Reyes" });
  });

  it("never leaks the subject's settings or organizations", () => {
    const result = visibleProfile(viewers["referee, same organization"]!, subject());
    expect(result).not.toHaveProperty("settings");
    expect(result).not.toHaveProperty("organizationIds");
  });

  it("does not add keys the caller did not send", () => {
    const { availability: _availability, stats: _stats, ...bare } = subject();
    const result = visibleProfile(viewers["referee, same organization"]!, bare);
    expect(result).not.toHaveProperty("availability");
    expect(result).not.toHaveProperty("stats");
  });

  it("an assignor of the same organization who is also a referee elsewhere still sees everything", () => {
    const result = visibleProfile(
      { id: "asg-3", role: "assignor", organizationIds: [OTHER_ORG, ORG] },
      subject({ profileVisible: false, contactInfoVisible: false }),
    );
    expect(result.email).toBe("dana@example.com");
    expect(result.bio).toBe("Eight seasons.");
  });
});

describe("the rating and its count (issue 22)", () => {
  it("go together: shown with the stats, and both withheld when the stats are hidden", () => {
    const peer: Viewer = { id: "ref-2", role: "referee", organizationIds: [ORG] };
    expect(visibleProfile(peer, subject())).toMatchObject({ rating: 4.8, ratingCount: 12 });
    const hidden = visibleProfile(peer, subject({ statsVisible: false }));
    expect(hidden).not.toHaveProperty("rating");
    expect(hidden).not.toHaveProperty("ratingCount");
  });
});

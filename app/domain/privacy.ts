/**
 * Privacy rules (spec section 6; decision 0013): what one person may see of another's profile. Every
 * screen that shows someone else (contacts, referee pool, assignment details, the API) passes the
 * profile through `visibleProfile` before it leaves the server.
 *
 * - You always see everything of your own.
 * - An assignor of an organization the subject belongs to sees everything: they must be able to judge,
 *   reach and assign their officials, whatever the toggles say.
 * - Anyone else (other referees, assignors of other organizations, the public):
 *   profileVisible off    → only the name;
 *   contactInfoVisible off → no email or phone;
 *   availabilityVisible off → no availability;
 *   statsVisible off       → no games count, rating (nor its evaluation count) or earnings.
 */
import type { Role } from "./constants";

export interface PrivacySettings {
  profileVisible: boolean;
  contactInfoVisible: boolean;
  availabilityVisible: boolean;
  statsVisible: boolean;
}

export interface Viewer {
  id: string;
  role: Role;
  /** Organizations in which the viewer holds `role`. */
  organizationIds: readonly string[];
}

export interface ProfileStats {
  gamesCount?: number;
  earningsCents?: number;
  [figure: string]: number | undefined;
}

/** What every certification shows; callers may carry more (the assignor's dialog needs its id). */
export interface CertificationSummary {
  name: string;
  level: string;
  verified: boolean;
}

export interface ProfileSubject<
  Availability = unknown,
  Certification extends CertificationSummary = CertificationSummary,
> {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  refereeLevel?: number | null;
  /** The computed rating out of 5 in the organization shown (decision 0081); null = not rated. */
  rating?: number | null;
  /** The evaluations behind `rating`: hidden with it. */
  ratingCount?: number | null;
  bio?: string | null;
  location?: string | null;
  website?: string | null;
  certifications?: readonly Certification[];
  availability?: Availability;
  stats?: ProfileStats | null;
  /** Organizations the subject belongs to. */
  organizationIds: readonly string[];
  settings: PrivacySettings;
}

/** What the viewer may see; hidden parts are absent and `hidden` says which were withheld. */
export type VisibleProfile<
  Availability = unknown,
  Certification extends CertificationSummary = CertificationSummary,
> = Omit<ProfileSubject<Availability, Certification>, "settings" | "organizationIds"> & {
  hidden: { profile: boolean; contactInfo: boolean; availability: boolean; stats: boolean };
};

/** True when `viewer` is an assignor in one of the subject's organizations. */
function assignsFor(viewer: Viewer, subject: Pick<ProfileSubject, "organizationIds">): boolean {
  return (
    viewer.role === "assignor" &&
    viewer.organizationIds.some((organizationId) => subject.organizationIds.includes(organizationId))
  );
}

export function visibleProfile<Availability, Certification extends CertificationSummary = CertificationSummary>(
  viewer: Viewer | null,
  subject: ProfileSubject<Availability, Certification>,
): VisibleProfile<Availability, Certification> {
  const { settings, organizationIds: _organizationIds, ...profile } = subject;
  const seesAll = viewer !== null && (viewer.id === subject.id || assignsFor(viewer, subject));
  if (seesAll) {
    return {
      ...profile,
      hidden: { profile: false, contactInfo: false, availability: false, stats: false },
    };
  }

  const hidden = {
    profile: !settings.profileVisible,
    contactInfo: !settings.profileVisible || !settings.contactInfoVisible,
    availability: !settings.profileVisible || !settings.availabilityVisible,
    stats: !settings.profileVisible || !settings.statsVisible,
  };
  const visible: VisibleProfile<Availability, Certification> = {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    hidden,
  };
  if (!hidden.profile) {
    visible.refereeLevel = profile.refereeLevel;
    visible.bio = profile.bio;
    visible.location = profile.location;
    visible.website = profile.website;
    visible.certifications = profile.certifications;
  }
  if (!hidden.contactInfo) {
    visible.email = profile.email;
    visible.phone = profile.phone;
  }
  if (!hidden.availability) visible.availability = profile.availability;
  if (!hidden.stats) {
    visible.stats = profile.stats;
    visible.rating = profile.rating;
    visible.ratingCount = profile.ratingCount;
  }
  // Copy only keys the subject had, so a caller never gets `undefined` entries it did not send.
  for (const key of Object.keys(visible) as (keyof typeof visible)[]) {
    if (key !== "hidden" && !(key in profile)) delete visible[key];
  }
  return visible;
}

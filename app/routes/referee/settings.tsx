/**
 * /referee/settings (spec section 2): back to /referee, Save Changes, six tabs (Profile, Notifications,
 * Privacy, Preferences, Security, Billing) and Referee Certifications. A plain form: it saves without
 * JavaScript, and on a mistake answers 400 with the field errors and what was typed.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { data, Form, Link, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/settings";
import { BillingPanel } from "~/components/settings/billing-panel";
import { CalendarFeedCard, type CalendarFeedAnswer } from "~/components/settings/ical-feed-card";
import { CertificationsSection } from "~/components/settings/certifications-section";
import { SecurityPanel } from "~/components/settings/security-panel";
import { SettingsPanels, SettingsTabsList, tabsWithErrors } from "~/components/settings/settings-fields";
import { useSettingsForm } from "~/components/settings/use-settings-form";
import { YourDataSection } from "~/components/settings/your-data-section";
import { useTheme } from "~/components/theme";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Tabs, TabsContent } from "~/components/ui/tabs";
import { TaxDetailsCard, type TaxDetailsAnswer } from "~/components/settings/tax-details-card";
import { TeamTiesCard } from "~/components/settings/team-ties-card";
import type { TeamTiesAnswer } from "~/domain/referee-rules";
import { ownTeamTieIntents, ownTeamTiesQuery } from "~/server/own-team-ties.server";
import { SchedulingProfileCard, type SchedulingProfileAnswer } from "~/components/settings/scheduling-profile-card";
import { TravelCard } from "~/components/settings/travel-card";
import { travelAnswerOf } from "~/domain/travel";
import { distanceUnitFor } from "~/domain/distance";
import { refereeTravelFrom, refereeTravelQueries, travelIntentHandlers } from "~/server/referee-travel.server";
import { getLocale } from "~/server/locale.server";
import { RefereeSchedulingProfileSchema } from "~/domain/auto-assign-settings";
import {
  refereeSchedulingProfileFrom,
  refereeSchedulingProfileQueries,
  saveRefereeSchedulingProfile,
} from "~/server/referee-scheduling-profile.server";
import { maskTin, TaxDetailsSchema } from "~/domain/accounting";
import { ownTaxDetailsQuery, saveOwnTaxDetails } from "~/server/accounting.server";
import { toast } from "~/components/ui/toast";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { THEMES, type Theme } from "~/domain/constants";
import { parseWithValibot } from "@conform-to/valibot";
import { settingsSchema } from "~/domain/settings";
import { formTexts, formValues, parseSubmission } from "~/domain/forms";
import { dispatchIntent } from "~/server/intents.server";
import { activeSessionsFrom, activeSessionsQuery } from "~/server/account-security.server";
import { readerFormats } from "~/domain/reader-formats";
import { todayIn } from "~/domain/dates";
import { requireReferee } from "~/server/auth.server";
import { feedLinkFrom, feedLinkQuery, resetFeedToken } from "~/server/ical-feed.server";
import { getAppContext } from "~/server/context.server";
import { phoneStatusFrom } from "~/server/phone-confirmation.server";
import { certificationsQuery, pendingEmailFrom, settingsFrom, settingsQueries } from "~/server/settings.server";
import {
  submitAddCertification,
  submitChangePassword,
  submitConfirmPhone,
  submitEditCertification,
  submitRemoveCertification,
  submitResendPhoneCode,
  submitRevokeOtherSessions,
  submitRevokeSession,
  submitSettings,
  type ActionAnswer,
} from "~/server/settings-actions.server";
import { clientAddress } from "~/server/rate-limit.server";

const TABS = ["profile", "notifications", "privacy", "preferences", "security", "billing"] as const;
type PageTab = (typeof TABS)[number];

function pageTab(value: string | null): PageTab {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as PageTab) : "profile";
}

/** The title in the reader's language, worded by the loader (none when the page failed to load). */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }] : [];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, session, organization, formatSettings, refereeMemberships } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  // The page's data in one round trip (issue 17). The feed link itself is never read: only its hash is kept.
  const [
    profile,
    preferences,
    certifications,
    sessionRows,
    feed,
    [tax],
    membershipRow,
    venueRows,
    teamTies,
    ...travelRows
  ] = await db.batch([
    ...settingsQueries(db, user.id),
    certificationsQuery(db, user.id),
    activeSessionsQuery(db, user.id),
    feedLinkQuery(db, user.id),
    ownTaxDetailsQuery(db, user.id),
    ...refereeSchedulingProfileQueries(db, organization.id, user.id),
    ownTeamTiesQuery(db, user.id),
    ...refereeTravelQueries(db, user.id),
  ]);
  const settings = settingsFrom([profile, preferences]);
  const sessions = activeSessionsFrom(sessionRows, session.id);
  const feedLink = feedLinkFrom(feed);
  const schedulingProfile = refereeSchedulingProfileFrom([membershipRow, venueRows]);
  if (!settings) throw new Response("Not Found", { status: 404 });
  // Instants in the user's own zone, date format and clock (decision 0060), formatted on the server.
  const formats = readerFormats(formatSettings);
  return data(
    {
      title: tr("settings.page.title"),
      settings,
      certifications: certifications.map(
        ({ id, name, kind, level, issuer, issuedOn, expiresOn, verified, verifiedBy }) => ({
          id,
          name,
          kind,
          level,
          issuer,
          issuedOn,
          expiresOn,
          verified,
          verifiedBy,
        }),
      ),
      today: todayIn(organization.timeZone),
      sessions: sessions.map((row) => ({
        id: row.id,
        device: row.device,
        created: formats.instant(row.createdAt),
        lastActive: formats.instant(row.lastSeenAt),
        current: row.current,
      })),
      account: { email: user.email, name: `${user.firstName} ${user.lastName}` },
      pendingEmail: pendingEmailFrom(profile),
      phoneStatus: phoneStatusFrom(profile),
      organization: { name: organization.name, plan: organization.plan, timeZone: organization.timeZone },
      calendarFeed: {
        exists: feedLink.exists,
        createdOn: feedLink.createdAt ? formats.instant(feedLink.createdAt) : null,
      },
      schedulingProfile,
      teamTies,
      leagues: refereeMemberships.map((row) => ({ id: row.organization.id, name: row.organization.name })),
      travel: refereeTravelFrom(travelRows, distanceUnitFor(getLocale(context))),
      // Masked: the full number was never stored, and the last four are shown only in this form.
      taxDetails: tax
        ? {
            legalName: tax.legalName,
            businessName: tax.businessName,
            tinType: (tax.tinType === "ein" ? "ein" : "ssn") as "ssn" | "ein",
            maskedTin: maskTin(tax.tinType === "ein" ? "ein" : "ssn", tax.tinLast4),
            addressLine1: tax.addressLine1,
            addressLine2: tax.addressLine2,
            city: tax.city,
            state: tax.state,
            postalCode: tax.postalCode,
          }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The feed's address for copying, and the same address as webcal:// for one-tap subscribing. */
function calendarFeedUrls(publicOrigin: string, token: string) {
  const feedUrl = new URL(`/calendar/${token}.ics`, publicOrigin).href;
  return { feedUrl, subscribeUrl: feedUrl.replace(/^https?:/, "webcal:") };
}

const SCHEDULING_PROFILE_TEXT_FIELDS = [
  "homeLabel",
  "homeLatitude",
  "homeLongitude",
  "maxGamesPerWeek",
  "maxGamesPerMonth",
  "avoidTeams",
] as const;
const SCHEDULING_PROFILE_LIST_FIELDS = ["levels", "weekdays", "venues", "avoidVenues"] as const;
const TAX_DETAILS_FIELDS = [
  "legalName",
  "businessName",
  "tinType",
  "tin",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const access = await requireReferee(context, request);
  const { user, session, organization } = access;
  const { db, config } = getAppContext(context);
  const formData = await request.formData();
  const account = { userId: user.id, sessionId: session.id };
  const answerWith = async (answer: Promise<ActionAnswer>) => {
    const { body, status } = await answer;
    return data(body, { status });
  };

  return dispatchIntent(
    formData,
    {
      ...ownTeamTieIntents(db, access, formData),
      "save-scheduling-profile": async () => {
        const values: Record<string, string | string[]> = {
          ...formValues(formData, SCHEDULING_PROFILE_TEXT_FIELDS),
          ...Object.fromEntries(SCHEDULING_PROFILE_LIST_FIELDS.map((name) => [name, formTexts(formData, name)])),
        };
        const parsed = parseSubmission(RefereeSchedulingProfileSchema, values);
        if (!parsed.ok) {
          const answer: SchedulingProfileAnswer = {
            intent: "save-scheduling-profile",
            ok: false,
            message: tr("settings.checkFields"),
            errors: parsed.fieldErrors,
            values,
          };
          return data(answer, { status: 400 });
        }
        await saveRefereeSchedulingProfile(db, {
          organizationId: organization.id,
          userId: user.id,
          profile: parsed.value,
        });
        const answer: SchedulingProfileAnswer = {
          intent: "save-scheduling-profile",
          ok: true,
          message: tr("settings.scheduling.saved"),
          errors: {},
          values: null,
        };
        return data(answer, { status: 200 });
      },
      ...travelIntentHandlers(db, user.id, formData),
      "save-tax-details": async () => {
        const parsed = parseSubmission(TaxDetailsSchema, formValues(formData, TAX_DETAILS_FIELDS));
        if (!parsed.ok) {
          // The number is never sent back: it is typed again.
          const answer: TaxDetailsAnswer = {
            intent: "save-tax-details",
            ok: false,
            message: tr("settings.checkFields"),
            errors: parsed.fieldErrors,
            values: { ...parsed.values, tin: "" },
          };
          return data(answer, { status: 400 });
        }
        await saveOwnTaxDetails(db, user.id, parsed.value);
        const answer: TaxDetailsAnswer = {
          intent: "save-tax-details",
          ok: true,
          message: tr("settings.tax.saved"),
          errors: {},
          values: null,
        };
        return data(answer, { status: 200 });
      },
      save: () =>
        answerWith(
          submitSettings(db, { userId: user.id, email: user.email }, formData, {
            publicOrigin: config.publicOrigin,
            ip: clientAddress(request),
          }),
        ),
      "add-certification": () => answerWith(submitAddCertification(db, user.id, formData)),
      "edit-certification": () => answerWith(submitEditCertification(db, user.id, formData)),
      "remove-certification": () => answerWith(submitRemoveCertification(db, user.id, formData)),
      "confirm-phone": () => answerWith(submitConfirmPhone(db, user.id, formData)),
      "resend-phone-code": () => answerWith(submitResendPhoneCode(db, user.id)),
      "change-password": () =>
        answerWith(
          submitChangePassword(
            db,
            { ...account, email: user.email, name: `${user.firstName} ${user.lastName}` },
            formData,
            { ip: clientAddress(request) },
          ),
        ),
      "revoke-session": () => answerWith(submitRevokeSession(db, account, formData)),
      "revoke-other-sessions": () => answerWith(submitRevokeOtherSessions(db, account)),
      // Create link and Regenerate link: the answer is the only time the new link is shown (issue 18).
      "reset-calendar-feed": async () => {
        const token = await resetFeedToken(db, user.id);
        const answer: CalendarFeedAnswer = {
          intent: "reset-calendar-feed",
          ok: true,
          link: calendarFeedUrls(config.publicOrigin, token),
        };
        return data(answer, { status: 200, headers: { "Cache-Control": "no-store" } });
      },
    },
    { fallback: "save" },
  );
}

/**
 * Switching tabs only changes `?tab=`: no need to ask the server again. Anything else loads as usual,
 * above all a revalidation of the same address (a live update, or the reload after a fetcher's post
 * that a live update interrupted): skipping those left a just-added certification off the list.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyTabChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

function onlyTabChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return false;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.sort();
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl);
}

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

const subscribeNever = () => () => {};

export default function RefereeSettings({ loaderData, actionData }: Route.ComponentProps) {
  const {
    settings,
    certifications,
    sessions,
    account,
    organization,
    calendarFeed,
    taxDetails,
    schedulingProfile,
    travel,
    pendingEmail,
    teamTies,
    leagues,
  } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { setTheme } = useTheme();
  const t = useT();
  // True once React runs in the browser: before that (or without JavaScript) feedback is shown inline.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  const saveAnswer = actionData?.intent === "save" ? actionData : null;
  const [form, fields] = useSettingsForm({
    id: "referee-settings",
    defaultValue: settings,
    lastResult: saveAnswer?.result ?? null,
  });

  const firstErrorTab = tabsWithErrors(saveAnswer?.result?.error)[0];
  const [tab, setTab] = useState<string>(firstErrorTab ?? pageTab(searchParams.get("tab")));
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    if (firstErrorTab) setTab(firstErrorTab);
  }
  // Each tab is a link to `?tab=…` (see SettingsTabsList): the URL follows without a second navigation.
  function tabHref(next: string) {
    const params = new URLSearchParams(searchParams);
    params.set("tab", next);
    return `?${params}`;
  }

  const handled = useRef<unknown>(null);
  // The action's answer arrives before the page's data reloads: the toast waits for the reload (idle), so a
  // language saved just now words it.
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (!idle || !saveAnswer?.ok || handled.current === saveAnswer) return;
    handled.current = saveAnswer;
    if (isTheme(saveAnswer.theme)) setTheme(saveAnswer.theme);
    toast({
      title: t("settings.page.saved"),
      description: saveAnswer.message ?? t("settings.page.savedDescription"),
    });
  }, [idle, saveAnswer, setTheme, t]);

  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const errorTabs = tabsWithErrors(form.allErrors);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/referee">
            <ArrowLeft aria-hidden="true" />
            {t("settings.page.back")}
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t("settings.page.heading")}</h1>
          <p className="text-sm text-muted-foreground">{t("settings.page.description")}</p>
        </div>
        <Button type="submit" form={form.id} disabled={saving}>
          {saving ? t("settings.saving") : t("settings.save")}
        </Button>
      </header>
      {!hydrated && saveAnswer?.ok ? (
        <p role="status" className="rounded-md border border-success p-3 text-sm">
          <strong>{t("settings.page.savedSentence")}</strong>{" "}
          {saveAnswer.message ?? t("settings.page.savedDescription")}
        </p>
      ) : null}

      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <SettingsTabsList
          errorTabs={errorTabs}
          extraTabs={[
            { value: "security", label: t("settings.tabs.security") },
            { value: "billing", label: t("settings.tabs.billing") },
          ]}
          tabHref={tabHref}
        />
        <Form
          method="post"
          id={form.id}
          // Security and Billing are not part of this form; its fields stay in the page, hidden, and post.
          hidden={tab === "security" || tab === "billing"}
          noValidate
          onSubmit={(event) => {
            const check = parseWithValibot(new FormData(event.currentTarget), { schema: settingsSchema });
            const [first] = check.status === "error" ? tabsWithErrors(check.error) : [];
            if (first) setTab(first);
            form.onSubmit(event);
          }}
        >
          <input type="hidden" name="intent" value="save" />
          <Card>
            <CardContent className="pt-6">
              <SettingsPanels
                fields={fields}
                organizationTimeZone={organization.timeZone}
                pendingEmail={(saveAnswer?.ok ? saveAnswer.pendingEmail : undefined) ?? pendingEmail}
                phoneStatus={loaderData.phoneStatus}
              />
            </CardContent>
          </Card>
        </Form>
        {tab === "privacy" ? (
          <Card className="mt-4">
            <CardContent className="pt-6">
              <YourDataSection />
            </CardContent>
          </Card>
        ) : null}
        {tab === "preferences" ? (
          <div className="mt-4">
            <TeamTiesCard
              ties={teamTies}
              leagues={leagues}
              answer={
                actionData && "intent" in actionData && String(actionData.intent).endsWith("team-tie")
                  ? (actionData as TeamTiesAnswer)
                  : null
              }
            />
          </div>
        ) : null}
        <TabsContent value="security">
          <SecurityPanel account={account} sessions={sessions} lastResult={actionData} />
        </TabsContent>
        <TabsContent value="billing">
          <BillingPanel organization={organization} />
        </TabsContent>
      </Tabs>

      <CalendarFeedCard
        link={calendarFeed}
        created={actionData?.intent === "reset-calendar-feed" ? (actionData as CalendarFeedAnswer).link : null}
      />

      <Card>
        <CardContent className="pt-6">
          <CertificationsSection
            certifications={certifications}
            today={loaderData.today}
            lastResult={actionData && "result" in actionData ? actionData : null}
          />
        </CardContent>
      </Card>

      {schedulingProfile ? (
        <SchedulingProfileCard
          profile={schedulingProfile}
          answer={actionData?.intent === "save-scheduling-profile" ? (actionData as SchedulingProfileAnswer) : null}
        />
      ) : null}

      <TravelCard travel={travel} answer={travelAnswerOf(actionData)} />

      <TaxDetailsCard
        details={taxDetails}
        answer={actionData?.intent === "save-tax-details" ? (actionData as TaxDetailsAnswer) : null}
      />
    </div>
  );
}

/**
 * Calendar feed (decision 0024): the referee's private iCalendar URL to paste into any calendar app and a
 * Subscribe link (webcal://) that opens the device's calendar. Only the secret's hash is kept (issue 18,
 * decision 0055), so the link is shown once, as an API key is: in the answer to Create link or Regenerate
 * link. Regenerating replaces the secret, so every copy of the old URL stops working.
 */
import { useState } from "react";
import { CalendarPlus, Check, Copy, RotateCcw } from "lucide-react";
import { useFetcher } from "react-router";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { useT } from "~/i18n/react";

export interface CalendarFeedLinkUrls {
  feedUrl: string;
  subscribeUrl: string;
}

/** The answer to Create link and Regenerate link: the only time the new link is shown. */
export interface CalendarFeedAnswer {
  intent: "reset-calendar-feed";
  ok: true;
  link: CalendarFeedLinkUrls;
}

export function CalendarFeedCard({
  link,
  created,
}: {
  /** Whether a link exists and when it was made (formatted); the link itself is never read back. */
  link: { exists: boolean; createdOn: string | null };
  /** The link just made by a post without JavaScript (the page's action answer). */
  created: CalendarFeedLinkUrls | null;
}) {
  const create = useFetcher<CalendarFeedAnswer>();
  const reset = useFetcherDialog<CalendarFeedAnswer>();
  const t = useT();
  // The newest link made on this page: Regenerate's, else Create's, else a plain form post's.
  const shown = reset.fetcher.data?.link ?? create.data?.link ?? created;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold">{t("settings.calendarFeed.title")}</h2>
        <CardDescription>{t("settings.calendarFeed.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shown ? (
          <NewLink link={shown} />
        ) : link.exists ? (
          <p className="text-sm text-muted-foreground">
            {link.createdOn
              ? t("settings.calendarFeed.existsMade", { date: link.createdOn })
              : t("settings.calendarFeed.exists")}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("settings.calendarFeed.none")}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {shown ? (
            <Button asChild>
              <a href={shown.subscribeUrl}>
                <CalendarPlus aria-hidden="true" />
                {t("settings.calendarFeed.subscribe")}
              </a>
            </Button>
          ) : null}
          {!link.exists && !shown ? (
            <create.Form method="post">
              <input type="hidden" name="intent" value="reset-calendar-feed" />
              <Button type="submit" disabled={create.state !== "idle"}>
                <CalendarPlus aria-hidden="true" />
                {create.state !== "idle" ? t("settings.calendarFeed.creating") : t("settings.calendarFeed.create")}
              </Button>
            </create.Form>
          ) : (
            <Dialog open={reset.open} onOpenChange={reset.onOpenChange}>
              <DialogTrigger asChild>
                <Button type="button" variant="outline">
                  <RotateCcw aria-hidden="true" />
                  {t("settings.calendarFeed.regenerate")}
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>{t("settings.calendarFeed.regenerateTitle")}</DialogTitle>
                  <DialogDescription>{t("settings.calendarFeed.regenerateDescription")}</DialogDescription>
                </DialogHeader>
                <reset.fetcher.Form method="post" key={reset.formKey}>
                  <input type="hidden" name="intent" value="reset-calendar-feed" />
                  <DialogFooter>
                    <DialogClose asChild>
                      <Button type="button" variant="outline">
                        {t("settings.cancel")}
                      </Button>
                    </DialogClose>
                    <Button type="submit" variant="destructive" disabled={reset.busy}>
                      {reset.busy ? t("settings.calendarFeed.regenerating") : t("settings.calendarFeed.regenerate")}
                    </Button>
                  </DialogFooter>
                </reset.fetcher.Form>
              </DialogContent>
            </Dialog>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The link just made, to copy now: it is not shown again. */
function NewLink({ link }: { link: CalendarFeedLinkUrls }) {
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const t = useT();
  const copied = copiedUrl === link.feedUrl;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.feedUrl);
      setCopiedUrl(link.feedUrl);
      toast({
        title: t("settings.calendarFeed.copiedTitle"),
        description: t("settings.calendarFeed.copiedDescription"),
      });
    } catch {
      toast({
        title: t("settings.calendarFeed.copyFailedTitle"),
        description: t("settings.calendarFeed.copyFailedDescription"),
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor="calendar-feed-url">{t("settings.calendarFeed.linkLabel")}</Label>
      <div className="flex gap-2">
        <Input
          id="calendar-feed-url"
          readOnly
          value={link.feedUrl}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t("settings.calendarFeed.copied") : t("settings.calendarFeed.copy")}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {t("settings.calendarFeed.shownOnce")}
      </p>
    </div>
  );
}

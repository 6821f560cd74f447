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
  // The newest link made on this page: Regenerate's, else Create's, else a plain form post's.
  const shown = reset.fetcher.data?.link ?? create.data?.link ?? created;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold">Calendar feed</h2>
        <CardDescription>
          Your confirmed and pending games in Google Calendar, Apple Calendar or Outlook, kept up to date automatically.
          Keep the link private: anyone with it can see your schedule.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shown ? (
          <NewLink link={shown} />
        ) : link.exists ? (
          <p className="text-sm text-muted-foreground">
            You have a private calendar link{link.createdOn ? ` (made ${link.createdOn})` : ""}. For your security it
            was shown only when it was made. Regenerate to get a new link; the current one then stops working.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Create your private link, then paste it into your calendar app or tap Subscribe.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {shown ? (
            <Button asChild>
              <a href={shown.subscribeUrl}>
                <CalendarPlus aria-hidden="true" />
                Subscribe
              </a>
            </Button>
          ) : null}
          {!link.exists && !shown ? (
            <create.Form method="post">
              <input type="hidden" name="intent" value="reset-calendar-feed" />
              <Button type="submit" disabled={create.state !== "idle"}>
                <CalendarPlus aria-hidden="true" />
                {create.state !== "idle" ? "Creating..." : "Create link"}
              </Button>
            </create.Form>
          ) : (
            <Dialog open={reset.open} onOpenChange={reset.onOpenChange}>
              <DialogTrigger asChild>
                <Button type="button" variant="outline">
                  <RotateCcw aria-hidden="true" />
                  Regenerate link
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Regenerate your calendar link?</DialogTitle>
                  <DialogDescription>
                    The current link stops working at once. Calendars subscribed to it stop updating until you subscribe
                    again with the new link.
                  </DialogDescription>
                </DialogHeader>
                <reset.fetcher.Form method="post" key={reset.formKey}>
                  <input type="hidden" name="intent" value="reset-calendar-feed" />
                  <DialogFooter>
                    <DialogClose asChild>
                      <Button type="button" variant="outline">
                        Cancel
                      </Button>
                    </DialogClose>
                    <Button type="submit" variant="destructive" disabled={reset.busy}>
                      {reset.busy ? "Regenerating..." : "Regenerate link"}
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
  const copied = copiedUrl === link.feedUrl;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.feedUrl);
      setCopiedUrl(link.feedUrl);
      toast({ title: "Link copied", description: 'Paste it into your calendar app\'s "Subscribe to calendar".' });
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it yourself.", variant: "destructive" });
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor="calendar-feed-url">Your private calendar link</Label>
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
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Copy it now or tap Subscribe: it is shown only this once. If you lose it, regenerate to get a new link.
      </p>
    </div>
  );
}

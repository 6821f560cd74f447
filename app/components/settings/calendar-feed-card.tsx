/**
 * Calendar feed (decision 0024): the referee's private iCalendar URL to paste into any calendar app,
 * a Subscribe link (webcal://) that opens the device's calendar, and Reset link, which replaces the
 * secret so that every copy of the old URL stops working.
 */
import { useState } from "react";
import { CalendarPlus, Check, Copy, RotateCcw } from "lucide-react";
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

interface ResetAnswer {
  intent: string;
  ok: boolean;
}

export function CalendarFeedCard({ feedUrl, subscribeUrl }: { feedUrl: string; subscribeUrl: string }) {
  const reset = useFetcherDialog<ResetAnswer>();
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const copied = copiedUrl === feedUrl;

  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopiedUrl(feedUrl);
      toast({ title: "Link copied", description: 'Paste it into your calendar app\'s "Subscribe to calendar".' });
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it yourself.", variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold">Calendar feed</h2>
        <CardDescription>
          Your confirmed and pending games in Google Calendar, Apple Calendar or Outlook, kept up to date automatically.
          Keep this link private: anyone with it can see your schedule.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor="calendar-feed-url">Your private calendar link</Label>
          <div className="flex gap-2">
            <Input
              id="calendar-feed-url"
              readOnly
              value={feedUrl}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={copy}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={subscribeUrl}>
              <CalendarPlus aria-hidden="true" />
              Subscribe
            </a>
          </Button>
          <Dialog open={reset.open} onOpenChange={reset.onOpenChange}>
            <DialogTrigger asChild>
              <Button type="button" variant="outline">
                <RotateCcw aria-hidden="true" />
                Reset link
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Reset your calendar link?</DialogTitle>
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
                    {reset.busy ? "Resetting..." : "Reset link"}
                  </Button>
                </DialogFooter>
              </reset.fetcher.Form>
            </DialogContent>
          </Dialog>
        </div>
        {reset.succeeded ? (
          <p role="status" className="text-sm text-muted-foreground">
            New link ready. The old one no longer works: subscribe again with this one.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

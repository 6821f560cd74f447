import { useState } from "react";
import { Link } from "react-router";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Menu, X } from "lucide-react";
import { GET_STARTED_HREF, PRIMARY_NAV, SIGN_IN_LINK } from "~/content/site";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

/**
 * The navigation below 768px: a sheet built on radix Dialog, so the button carries aria-expanded and
 * aria-controls, focus stays inside while it is open, Escape closes it, and so does following a link.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const close = () => setOpen(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("menu.open")}>
          <Menu aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 border-l bg-background p-6 shadow-lg outline-none data-[state=open]:animate-slide-in md:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">{t("menu.title")}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("menu.close")}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t("nav.mobile")}>
            <ul className="flex flex-col gap-1">
              {PRIMARY_NAV.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    onClick={close}
                    className="block rounded-md px-3 py-2 text-base font-medium hover:bg-accent hover:text-accent-foreground"
                  >
                    {t(link.labelId)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2">
            <Button asChild variant="ghost">
              <Link to={SIGN_IN_LINK.href} onClick={close}>
                {t(SIGN_IN_LINK.labelId)}
              </Link>
            </Button>
            <Button asChild>
              <Link to={GET_STARTED_HREF} onClick={close}>
                {t("nav.getStarted")}
              </Link>
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

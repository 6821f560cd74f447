import {
  Bell,
  Calendar,
  ChartColumn,
  ClipboardList,
  CreditCard,
  MessageSquare,
  RefreshCw,
  Shield,
  Smartphone,
  Sparkles,
  Star,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { FeatureIcon as FeatureIconName } from "~/content/features";

const ICONS: Record<FeatureIconName, LucideIcon> = {
  calendar: Calendar,
  sparkles: Sparkles,
  bell: Bell,
  users: Users,
  "credit-card": CreditCard,
  chart: ChartColumn,
  smartphone: Smartphone,
  shield: Shield,
  message: MessageSquare,
  clipboard: ClipboardList,
  star: Star,
  refresh: RefreshCw,
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = ICONS[name];
  return (
    <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the Worker; the browser hydrates it.
  ssr: true,
} satisfies Config;

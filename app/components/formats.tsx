import { createContext, useContext, useMemo } from "react";
import { DEFAULT_FORMAT_SETTINGS, readerFormats, type FormatSettings, type Formats } from "~/domain/reader-formats";

/**
 * The reader's formats for every component under a portal layout (decision 0060). The layout's loader
 * hands the plain settings down; the same settings build the same texts on the server and after
 * hydration, so nothing changes when the page becomes interactive.
 */
const FormatsContext = createContext<Formats>(readerFormats(DEFAULT_FORMAT_SETTINGS));

export function FormatsProvider({ settings, children }: { settings: FormatSettings; children: React.ReactNode }) {
  const formats = useMemo(() => readerFormats(settings), [settings]);
  return <FormatsContext value={formats}>{children}</FormatsContext>;
}

export function useFormats(): Formats {
  return useContext(FormatsContext);
}

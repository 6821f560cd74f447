/**
 * Every catalog file, imported by name rather than found with `import.meta.glob`, so that the same module loads
 * in the Worker (Vite), in the tests and in scripts run with tsx (the benchmarks), which have no glob.
 * `tests/unit/catalogs.test.ts` checks that each language has the same keys.
 */
import enCommon from "./en/common.json";
import enPublic from "./en/public.json";
import enAuth from "./en/auth.json";
import enAssignor from "./en/assignor.json";
import enOrganization from "./en/organization.json";
import enReferee from "./en/referee.json";
import enSettings from "./en/settings.json";
import enMessages from "./en/messages.json";
import esCommon from "./es/common.json";
import esPublic from "./es/public.json";
import esAuth from "./es/auth.json";
import esAssignor from "./es/assignor.json";
import esOrganization from "./es/organization.json";
import esReferee from "./es/referee.json";
import esSettings from "./es/settings.json";
import esMessages from "./es/messages.json";
import frCommon from "./fr/common.json";
import frPublic from "./fr/public.json";
import frAuth from "./fr/auth.json";
import frAssignor from "./fr/assignor.json";
import frOrganization from "./fr/organization.json";
import frReferee from "./fr/referee.json";
import frSettings from "./fr/settings.json";
import frMessages from "./fr/messages.json";
import deCommon from "./de/common.json";
import dePublic from "./de/public.json";
import deAuth from "./de/auth.json";
import deAssignor from "./de/assignor.json";
import deOrganization from "./de/organization.json";
import deReferee from "./de/referee.json";
import deSettings from "./de/settings.json";
import deMessages from "./de/messages.json";

export const CATALOG_FILES = {
  en: {
    common: enCommon,
    public: enPublic,
    auth: enAuth,
    assignor: enAssignor,
    organization: enOrganization,
    referee: enReferee,
    settings: enSettings,
    messages: enMessages,
  },
  es: {
    common: esCommon,
    public: esPublic,
    auth: esAuth,
    assignor: esAssignor,
    organization: esOrganization,
    referee: esReferee,
    settings: esSettings,
    messages: esMessages,
  },
  fr: {
    common: frCommon,
    public: frPublic,
    auth: frAuth,
    assignor: frAssignor,
    organization: frOrganization,
    referee: frReferee,
    settings: frSettings,
    messages: frMessages,
  },
  de: {
    common: deCommon,
    public: dePublic,
    auth: deAuth,
    assignor: deAssignor,
    organization: deOrganization,
    referee: deReferee,
    settings: deSettings,
    messages: deMessages,
  },
} as const satisfies Record<string, Record<string, Record<string, string>>>;

// Domain code words its messages with `tr()` (decision 0062); the server's catalogs answer it, in English
// unless a test runs its work `withLanguage(...)`.
import "~/server/i18n.server";

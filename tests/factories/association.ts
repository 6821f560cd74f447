/**
 * Association-scale test data (issue 17, decision 0050), generated inside the database.
 *
 *   seedAssociation(d1: D1Database, { scale: "association" | "season", today?, now?, passwordHash? })
 *     -> Promise<AssociationSeed>  (organization id, five assignors' ids/emails, a sample referee, counts)
 *
 * "association": one organization, 20,000 games over twelve months around `today` (half played, half to come),
 * 1,500 referees, five assignors, ~60,000 assignments. "season": 2,000 games, 175 referees, the same shape.
 *
 * Plain async functions over a raw `D1Database`, so both the workerd tests (`env.DB` from cloudflare:test) and
 * Node scripts (wrangler's getPlatformProxy `env.DB`, as scripts/seed.ts uses) can call it. Every row is made by
 * `INSERT ... SELECT` over a recursive sequence or over rows inserted a statement earlier, so the whole league is
 * about twenty statements sent as one `batch` (one round trip, one transaction): each statement binds fewer than
 * 100 parameters and stays far below 100 KB of SQL. Deterministic for a given `today` and `now`: the "random"
 * choices are a multiplicative hash of each row's number. Ids are `<prefix>-<kind><number>`, the prefix random
 * per call, so two seeds can share a database.
 *
 * Rules kept (app/db/schema.ts): one live assignment per slot (the partial unique index), game natural key
 * unique per organization, every CHECK (statuses, levels, times, paid_at iff paid), game status consistent
 * with its slots as `deriveGameStatus` would compute it, referees only on levels their own level may work
 * (DEFAULT_CONFLICT_RULES), one payable per completed assignment.
 */

import { assignmentOfferLink } from "~/domain/notifications";

export type AssociationScale = "association" | "season";

export interface AssociationSeedOptions {
  scale: AssociationScale;
  /** The organization's today (YYYY-MM-DD); games run from 182 days before to 181 days after. */
  today?: string;
  /** The instant "now" for created/assigned/responded times; defaults to the current time. */
  now?: number;
  /** A password hash (app/server/password.server.ts) stored for the assignors and the sample referee. */
  passwordHash?: string;
}

export interface SeededPerson {
  id: string;
  email: string;
}

export interface AssociationSeed {
  organizationId: string;
  organizationName: string;
  timeZone: string;
  today: string;
  /** Five assignors; the first is the one tests sign in as. */
  assignors: SeededPerson[];
  /** A level-3 referee with pending, confirmed, completed and declined assignments, requests, blocks, certifications and payables. */
  referee: SeededPerson;
  /** Every referee's id, first the sample referee's. */
  refereeIds: string[];
  counts: {
    games: number;
    referees: number;
    assignments: number;
    payments: number;
    pendingPayments: number;
    notifications: number;
    outbox: number;
    activity: number;
    gameRequests: number;
    availabilityBlocks: number;
    recurringBlocks: number;
    certifications: number;
    venues: number;
  };
  /** Milliseconds the seeding took. */
  elapsedMs: number;
}

const SIZES: Record<AssociationScale, { games: number; referees: number }> = {
  association: { games: 20_000, referees: 1_500 },
  season: { games: 2_000, referees: 175 },
};
const ASSIGNORS = 5;
/** Days of games: 182 played (before today) and 182 to come (today onwards). */
const DAYS = 364;
const TIME_ZONE = "America/Chicago";

// prettier-ignore
const FIRST_NAMES = [
  "Alex", "Jordan", "Taylor", "Casey", "Riley", "Sam", "Jamie", "Morgan", "Avery", "Quinn",
  "Diego", "Sofia", "Mateo", "Lucia", "Wei", "Mei", "Arjun", "Priya", "Kenji", "Hana",
  "Marcus", "Aisha", "Noah", "Emma", "Liam", "Olivia", "Ethan", "Ava", "Lucas", "Mia",
  "Omar", "Fatima", "Tomas", "Elena", "Kofi", "Ama", "Ivan", "Nadia", "Ravi", "Lena",
];
// prettier-ignore
const LAST_NAMES = [
  "Rivera", "Chen", "Patel", "Nguyen", "Garcia", "Kim", "Johnson", "Okafor", "Silva", "Martin",
  "Lopez", "Wong", "Singh", "Muller", "Rossi", "Kowalski", "Haddad", "Tanaka", "Brown", "Novak",
  "Schmidt", "Costa", "Dubois", "Ali", "Jensen", "Murphy", "Santos", "Yilmaz", "Larsen", "Moreau",
];
// prettier-ignore
const CLUBS = [
  "Lakeshore", "Prairie", "Riverside", "Northside", "Southside", "Westfield", "Eastgate", "Oak Park",
  "Evanston", "Naperville", "Joliet", "Aurora", "Elgin", "Waukegan", "Peoria", "Rockford",
  "Springfield", "Champaign", "Bloomington", "Decatur", "Moline", "Quincy", "Danville", "Galesburg",
  "Kankakee", "DeKalb", "Normal", "Urbana", "Carbondale", "Edwardsville", "Belleville", "Alton",
  "Wheaton", "Glenview", "Skokie", "Schaumburg", "Palatine", "Arlington", "Downers Grove", "Orland",
  "Tinley", "Bolingbrook", "Plainfield", "Oswego", "Yorkville", "Geneva", "St. Charles", "Batavia",
  "Crystal Lake", "McHenry", "Libertyville", "Mundelein", "Gurnee", "Zion", "Highland Park", "Wilmette",
  "Winnetka", "Lake Forest", "Barrington", "Algonquin",
];
const AGE_GROUPS = ["U10", "U11", "U12", "U13", "U14", "U15", "U16", "U17", "U19"];
const KICKOFFS = ["08:00", "09:30", "10:00", "11:00", "12:30", "13:00", "14:30", "16:00", "18:00", "19:30"];
// prettier-ignore
const PARKS = [
  "Lincoln Park", "Grant Park", "Washington Park", "Humboldt Park", "Jackson Park", "Douglass Park",
  "Garfield Park", "Marquette Park", "Riverside Park", "Veterans Park", "Memorial Park", "Heritage Park",
  "Centennial Park", "Meadow Park", "Lakeview Park", "Sunset Park", "Maple Grove", "Cedar Fields",
  "Willow Creek", "Fox Valley",
];
const VENUES = PARKS.flatMap((park, index) =>
  [1, 2, 3].map((field) => ({
    name: `${park} Field ${field}`,
    address: `${100 + index * 37} ${park.split(" ")[0]} Ave, Chicago, IL`,
    latitude: 41.6 + (index % 10) * 0.05,
    longitude: -88.1 + Math.floor(index / 10) * 0.2 + field * 0.01,
  })),
);

/**
 * A pseudo-random number 0..999 for the integer SQL expression `of` (a row number) and a salt: Knuth's
 * multiplicative hash, upper bits. Deterministic, so a seed is the same every run for one `today`.
 */
function hash(of: string, salt: number): string {
  return `(((((${of}) + ${salt * 7919}) * 2654435761) % 4294967296) / 65536 % 1000)`;
}

/** A day `offset` (SQL integer expression) from `?1` (today). */
const dayFrom = (offset: string) => `date(?1, (${offset}) || ' days')`;
/** Epoch milliseconds of a date (SQL expression) at a UTC hour. */
const msOf = (date: string, hour: number) => `((unixepoch(${date}) + ${hour * 3600}) * 1000)`;
/** A recursive sequence `seq(n)` from 0 to `count - 1` (a SQL expression). */
const sequence = (count: string) =>
  `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n + 1 < ${count})`;

function todayInChicago(now: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(now))
    .slice(0, 10);
}

/** Builds the association (or season) league in one batch; see the file comment. */
export async function seedAssociation(d1: D1Database, options: AssociationSeedOptions): Promise<AssociationSeed> {
  const started = performance.now();
  const now = options.now ?? Date.now();
  const today = options.today ?? todayInChicago(now);
  const { games: gameCount, referees: refereeCount } = SIZES[options.scale];
  const prefix = crypto.randomUUID().slice(0, 8);
  const organizationId = `${prefix}-org`;
  const organizationName = options.scale === "association" ? "Illinois State Soccer Association" : "Prairie League";
  /** Referees of level 3 (number % 10 < 3): the pool for professional and semi-pro games. */
  const levelThreeCount = Math.floor(refereeCount / 10) * 3 + Math.min(refereeCount % 10, 3);
  const refereeLevel = (n: string) => `(CASE WHEN (${n}) % 10 < 3 THEN 3 WHEN (${n}) % 10 < 6 THEN 2 ELSE 1 END)`;
  /** Ids of rows of this seed of one kind: a range on the primary key. */
  const ours = (column: string, kind: string) =>
    `${column} >= '${prefix}-${kind}' AND ${column} < '${prefix}-${kind}~'`;
  /** The row number inside an id `<prefix>-<kind><n>[-…]`. */
  const numberOf = (column: string) => `CAST(substr(${column}, ${prefix.length + 3}) AS INTEGER)`;

  const statements: D1PreparedStatement[] = [];
  // D1 binds a JavaScript number as REAL, and SQLite's arithmetic on a REAL stays REAL ('$[42.0]' is no JSON
  // path): every number is read back as an INTEGER where the statement uses it.
  const add = (sql: string, ...params: (string | number)[]) => {
    const typed = params.reduce<string>(
      (text, param, index) =>
        typeof param === "number"
          ? text.replace(new RegExp(`\\?${index + 1}(?!\\d)`, "g"), `CAST(?${index + 1} AS INTEGER)`)
          : text,
      sql,
    );
    statements.push(d1.prepare(typed).bind(...params));
  };

  // Organization: Pro Accounting (1099 data, season report), its own scheduling settings. ---------------------
  add(
    `INSERT INTO organizations (id, name, slug, time_zone, currency, plan, plan_started_at, legal_name, tax_id,
       mailing_address, invite_code, max_games_per_day, scheduling_settings, created_at)
     VALUES (?1, ?2, ?3, ?4, 'USD', 'pro', ?5, ?2, '36-1234567', '1 Soccer Way, Chicago, IL 60601', ?6, 3, ?7, ?5)`,
    organizationId,
    organizationName,
    `${options.scale}-${prefix}`,
    TIME_ZONE,
    now - 400 * 86_400_000,
    prefix.toUpperCase(),
    JSON.stringify({
      weights: { balance: 3, fees: 1, levelMatch: 2, teamRepeat: 2, crew: 1, preferences: 2, travel: 1 },
      maxGamesPerWeek: 6,
    }),
  );

  // People: five assignors and the referees, with profiles. -----------------------------------------------------
  add(
    `INSERT INTO users (id, email, email_verified_at, first_name, last_name, phone, phone_confirmed_at, role, created_at)
     ${sequence("?5")}
     SELECT ?1 || '-u' || n, 'assignor' || (n + 1) || '.' || ?1 || '@association.test', ?4,
            json_extract(?2, '$[' || ((n * 7) % 40) || ']'), json_extract(?3, '$[' || ((n * 11) % 30) || ']'),
            '+1312555' || printf('%04d', n), ?4, 'assignor', ?4
       FROM seq`,
    prefix,
    JSON.stringify(FIRST_NAMES),
    JSON.stringify(LAST_NAMES),
    now - 400 * 86_400_000,
    ASSIGNORS,
  );
  add(
    `INSERT INTO users (id, email, email_verified_at, first_name, last_name, phone, phone_confirmed_at, referee_level, rating, role, bio,
       location, home_latitude, home_longitude, home_label, created_at)
     ${sequence("?5")}
     SELECT ?1 || '-r' || n, 'referee' || n || '.' || ?1 || '@association.test', ?4,
            json_extract(?2, '$[' || (n % 40) || ']'), json_extract(?3, '$[' || ((n / 40) % 30) || ']'),
            '+1773555' || printf('%04d', n), ?4, ${refereeLevel("n")}, 3.0 + (${hash("n", 1)} % 20) / 10.0, 'referee',
            CASE WHEN n % 3 = 0 THEN 'Certified referee since ' || (2000 + n % 24) || '. Happy to travel for weekend tournaments.' END,
            json_extract(?6, '$[' || (n % 60) || ']') || ', IL',
            41.6 + (${hash("n", 2)} % 500) / 1000.0, -88.2 + (${hash("n", 3)} % 600) / 1000.0,
            json_extract(?6, '$[' || (n % 60) || ']') || ', IL',
            ?4 - (n % 300) * 86400000
       FROM seq`,
    prefix,
    JSON.stringify(FIRST_NAMES),
    JSON.stringify(LAST_NAMES),
    now - 300 * 86_400_000,
    refereeCount,
    JSON.stringify(CLUBS),
  );
  add(
    `INSERT INTO memberships (id, organization_id, user_id, role, max_games_per_week, max_games_per_month,
       scheduling_preferences, created_at)
     SELECT ?1 || '-m' || substr(u.id, ${prefix.length + 2}), ?2, u.id, u.role,
            CASE WHEN u.role = 'referee' AND ${numberOf("u.id")} % 4 = 0 THEN 2 + ${numberOf("u.id")} % 4 END,
            CASE WHEN u.role = 'referee' AND ${numberOf("u.id")} % 6 = 0 THEN 8 + ${numberOf("u.id")} % 8 END,
            CASE WHEN u.role = 'referee' AND ${numberOf("u.id")} % 5 = 0
                 THEN json_object('levels', json_array('youth', 'amateur'), 'weekdays', json_array(0, 6),
                                  'avoidTeams', json_array(json_extract(?3, '$[' || (${numberOf("u.id")} % 60) || ']') || ' U12'))
                 WHEN u.role = 'referee' AND ${numberOf("u.id")} % 5 = 1
                 THEN json_object('venues', json_array(json_extract(?4, '$[' || (${numberOf("u.id")} % 60) || '].name')))
            END,
            u.created_at
       FROM users u WHERE ${ours("u.id", "u")} OR ${ours("u.id", "r")}`,
    prefix,
    organizationId,
    JSON.stringify(CLUBS),
    JSON.stringify(VENUES),
  );
  if (options.passwordHash) {
    add(
      `INSERT INTO passwords (user_id, hash) SELECT id, ?2 FROM users WHERE ${ours("id", "u")} OR id = ?1 || '-r0'`,
      prefix,
      options.passwordHash,
    );
  }
  add(
    `INSERT INTO user_settings (user_id, email_notifications, game_reminders, weekly_digest, time_format, date_format,
       compact_view, theme)
     SELECT id, ${numberOf("id")} % 10 <> 9, ${numberOf("id")} % 8 <> 7, ${numberOf("id")} % 4 = 0,
            CASE WHEN ${numberOf("id")} % 3 = 0 THEN '24' ELSE '12' END,
            CASE WHEN ${numberOf("id")} % 7 = 0 THEN 'YYYY-MM-DD' ELSE 'MM/DD/YYYY' END,
            ${numberOf("id")} % 5 = 0, CASE ${numberOf("id")} % 3 WHEN 0 THEN 'light' WHEN 1 THEN 'dark' ELSE 'system' END
       FROM users WHERE ${ours("id", "u")} OR ${ours("id", "r")}`,
  );
  add(
    `INSERT INTO referee_tax_details (user_id, legal_name, tin_type, tin_last4, address_line1, city, state, postal_code)
     SELECT id, first_name || ' ' || last_name, 'ssn', printf('%04d', ${numberOf("id")} % 10000),
            (100 + ${numberOf("id")}) || ' Main St', 'Chicago', 'IL', printf('606%02d', ${numberOf("id")} % 100)
       FROM users WHERE ${ours("id", "r")} AND ${numberOf("id")} % 10 <> 3`,
  );
  add(
    `INSERT INTO certifications (id, user_id, name, level, issuer, expires_on, verified, created_at)
     SELECT id || '-c' || k.k, id,
            CASE k.k WHEN 0 THEN 'U.S. Soccer Grassroots Referee' WHEN 1 THEN 'Youth Module' ELSE 'SafeSport Trained' END,
            CASE k.k WHEN 0 THEN 'Level ' || referee_level WHEN 1 THEN 'Youth' ELSE 'Other' END,
            CASE k.k WHEN 2 THEN 'U.S. Center for SafeSport' ELSE 'U.S. Soccer' END,
            CASE WHEN k.k = 0 AND ${numberOf("id")} % 17 = 0 THEN ${dayFrom("-10")}
                 WHEN k.k = 0 THEN ${dayFrom(`30 + ${numberOf("id")} % 700`)} END,
            ${numberOf("id")} % 5 <> 0, created_at
       FROM users, (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) k
      WHERE ${ours("id", "r")} AND (k.k = 0 OR (k.k = 1 AND ${numberOf("id")} % 2 = 0) OR (k.k = 2 AND ${numberOf("id")} % 7 = 0))`,
    today,
  );
  // Availability: three one-off blocks each over the next three months, and weekly blocks for a third of them.
  add(
    `INSERT INTO availability_blocks (id, user_id, date, kind, start_time, end_time, created_at)
     SELECT id || '-b' || k.k, id, ${dayFrom(`(${numberOf("id")} * 13 + k.k * 29) % 90 - 5`)},
            CASE WHEN (${numberOf("id")} + k.k) % 5 < 3 THEN 'full_day' ELSE 'time_range' END,
            CASE WHEN (${numberOf("id")} + k.k) % 5 < 3 THEN NULL WHEN k.k = 1 THEN '17:00' ELSE '08:00' END,
            CASE WHEN (${numberOf("id")} + k.k) % 5 < 3 THEN NULL WHEN k.k = 1 THEN '21:00' ELSE '12:00' END,
            ?2
       FROM users, (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) k
      WHERE ${ours("id", "r")}`,
    today,
    now - 10 * 86_400_000,
  );
  add(
    `INSERT INTO availability_recurring_blocks (id, user_id, weekday, kind, start_time, end_time, starts_on, ends_on,
       created_at)
     SELECT id || '-w', id, ${numberOf("id")} % 7,
            CASE WHEN ${numberOf("id")} % 2 = 0 THEN 'time_range' ELSE 'full_day' END,
            CASE WHEN ${numberOf("id")} % 2 = 0 THEN '18:00' END, CASE WHEN ${numberOf("id")} % 2 = 0 THEN '21:00' END,
            ${dayFrom("-60")}, CASE WHEN ${numberOf("id")} % 9 = 0 THEN ${dayFrom("120")} END, ?2
       FROM users WHERE ${ours("id", "r")} AND ${numberOf("id")} % 3 = 0`,
    today,
    now - 60 * 86_400_000,
  );

  // Venues and games. -------------------------------------------------------------------------------------------
  add(
    `INSERT INTO venues (id, organization_id, name, address, latitude, longitude)
     SELECT ?1 || '-v' || key, ?2, json_extract(value, '$.name'), json_extract(value, '$.address'),
            json_extract(value, '$.latitude'), json_extract(value, '$.longitude')
       FROM json_each(?3)`,
    prefix,
    organizationId,
    JSON.stringify(VENUES),
  );
  // n -> day (182 days played, then today onwards); within a day, i = n % 60 names a distinct home club, so
  // the natural key (date, time, home, away) never repeats. Level, position type and status from the hash.
  add(
    `INSERT INTO games (id, organization_id, assignor_id, date, time, home_team, away_team, venue, venue_address,
       league, level, fee_cents, status, age_group, position_type, field_surface, skill_level, notes, cancel_reason,
       created_at, updated_at)
     SELECT ?2 || '-g' || n, ?3, ?2 || '-u' || (n % ${ASSIGNORS}), ${dayFrom("day")}, json_extract(?5, '$[' || ((n / 7) % 10) || ']'),
            json_extract(?6, '$[' || (n % 60) || ']') || suffix,
            json_extract(?6, '$[' || ((n % 60 + 1 + (day + 400) % 59) % 60) || ']') || suffix,
            json_extract(?7, '$[' || venue || '].name'), json_extract(?7, '$[' || venue || '].address'),
            CASE level WHEN 'youth' THEN 'State Youth League' WHEN 'amateur' THEN 'Open Amateur League'
                       ELSE 'Premier Division' END,
            level, CASE level WHEN 'professional' THEN 15000 WHEN 'semi-pro' THEN 9000 WHEN 'amateur' THEN 6000 ELSE 4000 END,
            status, age_group,
            CASE WHEN level = 'professional' THEN 'four_official' WHEN level <> 'youth' OR h3 >= 300 THEN 'three_official'
                 ELSE 'single' END,
            CASE WHEN h3 % 3 = 0 THEN 'Artificial turf' ELSE 'Grass' END,
            CASE WHEN level = 'youth' THEN CASE WHEN h3 % 2 = 0 THEN 'competitive' ELSE 'recreational' END END,
            CASE WHEN h3 % 11 = 0 THEN 'Bring both kits: the home side plays in white.' END,
            CASE WHEN status = 'cancelled' THEN CASE h3 % 3 WHEN 0 THEN 'Field closed' WHEN 1 THEN 'Weather'
                                                         ELSE 'Team forfeited' END END,
            min(?4, ${msOf(dayFrom("day - 45"), 15)}), min(?4, ${msOf(dayFrom("day - 45"), 15)})
       FROM (SELECT n, day, h3, (n % 60 + day + 400) % 60 AS venue,
                    CASE WHEN level = 'youth' THEN ' ' || json_extract(?8, '$[' || ((n / 60) % 9) || ']') ELSE '' END AS suffix,
                    CASE WHEN level = 'youth' THEN json_extract(?8, '$[' || ((n / 60) % 9) || ']') END AS age_group,
                    level,
                    CASE WHEN day < 0 THEN CASE WHEN h2 < 930 THEN 'completed' ELSE 'cancelled' END
                         WHEN day <= 14 THEN CASE WHEN h2 < 450 THEN 'confirmed' WHEN h2 < 750 THEN 'assigned'
                                                  WHEN h2 < 950 THEN 'pending' ELSE 'cancelled' END
                         ELSE CASE WHEN h2 < 200 THEN 'confirmed' WHEN h2 < 450 THEN 'assigned'
                                   WHEN h2 < 930 THEN 'pending' ELSE 'cancelled' END END AS status
               FROM (SELECT n, (n * ${DAYS}) / ?9 - ${DAYS / 2} AS day, ${hash("n", 12)} AS h2, ${hash("n", 13)} AS h3,
                            CASE WHEN ${hash("n", 11)} < 550 THEN 'youth' WHEN ${hash("n", 11)} < 800 THEN 'amateur'
                                 WHEN ${hash("n", 11)} < 920 THEN 'semi-pro' ELSE 'professional' END AS level
                       FROM (${sequence("?9")} SELECT n FROM seq)))`,
    today,
    prefix,
    organizationId,
    now,
    JSON.stringify(KICKOFFS),
    JSON.stringify(CLUBS),
    JSON.stringify(VENUES),
    JSON.stringify(AGE_GROUPS),
    gameCount,
  );

  // Assignments: every slot of every game, filled or open as its status says; declined offers beside some. ---
  // The referee of slot (game n, position p) on day d is j = (d * 241 + (n % 60 * 4 + p) * 7) mod the pool:
  // distinct within one game, and spread over the pool. Professional and semi-pro games take level-3 referees.
  const slots = `
    SELECT g.id AS game_id, g.status AS game_status, g.date, g.level, g.assignor_id, p.position, p.idx,
           ${numberOf("g.id")} AS n, CAST(julianday(g.date) - julianday(?1) AS INTEGER) AS day,
           ${hash(`${numberOf("g.id")} * 4 + p.idx`, 21)} AS h
      FROM games g
      JOIN (SELECT 'referee' AS position, 0 AS idx UNION ALL SELECT 'assistant_referee_1', 1
            UNION ALL SELECT 'assistant_referee_2', 2 UNION ALL SELECT 'fourth_official', 3) p
        ON p.idx < CASE g.position_type WHEN 'single' THEN 1 WHEN 'three_official' THEN 3 ELSE 4 END
     WHERE ${ours("g.id", "g")}`;
  const refereeOf = (shift: number) => `
    ?2 || '-r' || CASE WHEN level IN ('professional', 'semi-pro')
      THEN ((((day + 400) * 241 + ((n % 60) * 4 + idx) * 7 + ${shift}) % ${levelThreeCount}) / 3) * 10
           + (((day + 400) * 241 + ((n % 60) * 4 + idx) * 7 + ${shift}) % ${levelThreeCount}) % 3
      ELSE ((day + 400) * 241 + ((n % 60) * 4 + idx) * 7 + ${shift}) % ${refereeCount} END`;
  const assignedAt = `min(?3 - 3600000, ${msOf("date(date, '-' || (5 + h % 17) || ' days')", 17)})`;
  add(
    `INSERT INTO assignments (id, organization_id, game_id, referee_id, position, status, assigned_at, assigned_by_id,
       responded_at, notes, updated_at)
     SELECT ?2 || '-a' || n || '-' || idx, ?4, game_id, ${refereeOf(0)}, position, slot_status, ${assignedAt},
            assignor_id,
            CASE WHEN slot_status <> 'pending' THEN min(?3 - 60000, ${assignedAt} + (1 + h % 48) * 3600000) END,
            CASE WHEN h % 13 = 0 THEN 'Please arrive 45 minutes early for the field check.' END, ${assignedAt}
       FROM (SELECT *, CASE game_status
                         WHEN 'completed' THEN 'completed'
                         WHEN 'confirmed' THEN 'confirmed'
                         WHEN 'assigned' THEN CASE WHEN idx = 0 OR h % 2 = 0 THEN 'pending' ELSE 'confirmed' END
                         WHEN 'pending' THEN CASE WHEN idx > 0 AND h % 10 < 4 THEN 'confirmed' END
                         ELSE CASE WHEN h % 2 = 0 THEN 'cancelled' END END AS slot_status
               FROM (${slots}))
      WHERE slot_status IS NOT NULL`,
    today,
    prefix,
    now,
    organizationId,
  );
  add(
    `INSERT INTO assignments (id, organization_id, game_id, referee_id, position, status, assigned_at, assigned_by_id,
       responded_at, decline_reason, updated_at)
     SELECT ?2 || '-d' || n || '-' || idx, ?4, game_id, ${refereeOf(11)}, position, 'declined',
            ${assignedAt} - 86400000, assignor_id, min(?3 - 60000, ${assignedAt} - 43200000),
            CASE h % 4 WHEN 0 THEN 'Family commitment that weekend' WHEN 1 THEN 'Already booked at another tournament'
                       WHEN 2 THEN 'Too far to travel' ELSE NULL END,
            ${assignedAt} - 43200000
       FROM (${slots})
      WHERE game_status <> 'cancelled' AND (h / 7) % 10 < 4`,
    today,
    prefix,
    now,
    organizationId,
  );
  // Requests for open referee slots of games to come.
  add(
    `INSERT INTO game_requests (id, organization_id, game_id, referee_id, position, status, message, decided_at,
       decided_by_id, created_at)
     SELECT ?2 || '-q' || n, ?4, game_id, ${refereeOf(23)}, 'referee',
            CASE WHEN h % 10 < 7 THEN 'pending' WHEN h % 10 < 9 THEN 'rejected' ELSE 'withdrawn' END,
            CASE WHEN h % 3 = 0 THEN 'Happy to take this one, I live nearby.' END,
            CASE WHEN h % 10 BETWEEN 7 AND 8 THEN ?3 - 7200000 END,
            CASE WHEN h % 10 BETWEEN 7 AND 8 THEN assignor_id END,
            ?3 - (1 + h % 72) * 3600000
       FROM (${slots})
      WHERE game_status = 'pending' AND idx = 0 AND day > 0 AND h < 400`,
    today,
    prefix,
    now,
    organizationId,
  );

  // Payables: one per completed assignment; paid once the game is two weeks old. -----------------------------
  add(
    `INSERT INTO payments (id, organization_id, referee_id, assignment_id, amount_cents, description, status, method,
       paid_at, mileage_cents, expense_category, paid_on, reference, created_at)
     SELECT ?2 || '-p' || substr(a.id, ${prefix.length + 2}), a.organization_id, a.referee_id, a.id, g.fee_cents,
            g.home_team || ' vs ' || g.away_team,
            CASE WHEN g.date < date(?1, '-14 days') THEN 'paid' ELSE 'pending' END,
            CASE WHEN g.date < date(?1, '-14 days') THEN CASE WHEN length(a.id) % 2 = 0 THEN 'bank_transfer' ELSE 'check' END END,
            CASE WHEN g.date < date(?1, '-14 days') THEN ${msOf("date(g.date, '+10 days')", 18)} END,
            CASE WHEN a.position = 'referee' AND g.level <> 'youth' THEN 1250 ELSE 0 END, 'game_fees',
            CASE WHEN g.date < date(?1, '-14 days') THEN date(g.date, '+10 days') END,
            CASE WHEN g.date < date(?1, '-14 days') AND length(a.id) % 2 = 1 THEN 'CHK-' || substr(a.id, -6) END,
            min(?3, ${msOf("date(g.date, '+1 day')", 14)})
       FROM assignments a JOIN games g ON g.id = a.game_id
      WHERE ${ours("a.id", "a")} AND a.status = 'completed'`,
    today,
    prefix,
    now,
  );

  // Messages: a notification for each offer of the last three weeks and older ones read; the outbox email for
  // every offer of a game to come (sent, a backlog of the newest still pending); and the activity log. --------
  add(
    `INSERT INTO notifications (id, user_id, organization_id, type, title, message, priority, action_required,
       action_label, link, read_at, created_at)
     SELECT ?2 || '-n' || substr(a.id, ${prefix.length + 2}), a.referee_id, a.organization_id,
            CASE a.status WHEN 'completed' THEN 'payment' ELSE 'assignment' END,
            CASE a.status WHEN 'pending' THEN 'New game assignment' WHEN 'completed' THEN 'Payable recorded'
                          WHEN 'cancelled' THEN 'Game cancelled' ELSE 'Assignment confirmed' END,
            g.home_team || ' vs ' || g.away_team || ' on ' || g.date || ' at ' || g.time || ', ' || g.venue || '.',
            CASE a.status WHEN 'pending' THEN 'high' WHEN 'cancelled' THEN 'high' ELSE 'medium' END,
            a.status = 'pending', CASE WHEN a.status = 'pending' THEN 'Respond' END,
            CASE WHEN a.status = 'pending' THEN ?4 || a.id ELSE '/referee/schedule' END,
            CASE WHEN a.status <> 'pending' AND a.assigned_at < ?3 - 3 * 86400000 THEN a.assigned_at + 7200000 END,
            a.assigned_at
       FROM assignments a JOIN games g ON g.id = a.game_id
      WHERE ${ours("a.id", "a")} AND g.date >= date(?1, '-21 days')`,
    today,
    prefix,
    now,
    // The offer link the product writes (ids are URL-safe, so the prefix and the id make the whole link).
    assignmentOfferLink(""),
  );
  add(
    `INSERT INTO notifications (id, user_id, organization_id, type, title, message, priority, link, read_at, created_at)
     SELECT ?2 || '-n' || u.id || '-' || k.k, u.id, ?4,
            CASE k.k % 3 WHEN 0 THEN 'assignment' WHEN 1 THEN 'schedule' ELSE 'payment' END,
            CASE k.k % 3 WHEN 0 THEN 'Assignment declined' WHEN 1 THEN 'New game requests' ELSE 'Payments pending' END,
            CASE k.k % 3 WHEN 0 THEN 'A referee declined an upcoming game; the slot is open again.'
                         WHEN 1 THEN 'Referees asked to work open games.'
                         ELSE 'Completed games are waiting to be paid.' END,
            CASE k.k % 3 WHEN 0 THEN 'high' ELSE 'medium' END,
            CASE k.k % 3 WHEN 2 THEN '/assignor/payments' ELSE '/assignor/assignments' END,
            CASE WHEN k.k > 10 THEN ?3 - k.k * 3600000 END, ?3 - k.k * 5400000
       FROM users u, (${sequence("40")} SELECT n AS k FROM seq) k
      WHERE ${ours("u.id", "u")}`,
    today,
    prefix,
    now,
    organizationId,
  );
  add(
    `INSERT INTO outbox (id, idempotency_key, channel, recipient, kind, subject, text_body, status, attempts,
       organization_id, user_id, created_at, sent_at)
     SELECT ?2 || '-o' || substr(a.id, ${prefix.length + 2}), 'assignment-published:' || a.id, 'email', u.email,
            'assignment-published', 'New assignment: ' || g.home_team || ' vs ' || g.away_team,
            'You have been assigned to ' || g.home_team || ' vs ' || g.away_team || ' on ' || g.date || ' at '
              || g.time || ', ' || g.venue || '.',
            CASE WHEN ${numberOf("a.id")} % 100 = 0 AND a.status = 'pending' THEN 'pending' ELSE 'sent' END,
            CASE WHEN ${numberOf("a.id")} % 100 = 0 AND a.status = 'pending' THEN 0 ELSE 1 END,
            a.organization_id, a.referee_id, a.assigned_at,
            CASE WHEN ${numberOf("a.id")} % 100 = 0 AND a.status = 'pending' THEN NULL ELSE a.assigned_at + 30000 END
       FROM assignments a JOIN games g ON g.id = a.game_id JOIN users u ON u.id = a.referee_id
      WHERE ${ours("a.id", "a")} AND g.date >= ?1`,
    today,
    prefix,
  );
  add(
    `INSERT INTO activity_log (id, organization_id, actor_id, action, subject_type, subject_id, summary, created_at)
     SELECT ?2 || '-l' || substr(a.id, ${prefix.length + 2}), a.organization_id, a.referee_id,
            CASE a.status WHEN 'declined' THEN 'assignment.declined' ELSE 'assignment.accepted' END, 'assignment', a.id,
            u.first_name || ' ' || u.last_name || CASE a.status WHEN 'declined' THEN ' declined ' ELSE ' accepted ' END
              || g.home_team || ' vs ' || g.away_team,
            a.responded_at
       FROM assignments a JOIN games g ON g.id = a.game_id JOIN users u ON u.id = a.referee_id
      WHERE ${ours("a.id", "a")} AND a.responded_at IS NOT NULL AND g.date >= date(?1, '-60 days')`,
    today,
    prefix,
  );
  add(
    `INSERT INTO activity_log (id, organization_id, actor_id, action, subject_type, subject_id, summary, created_at)
     SELECT ?2 || '-l' || g.id, g.organization_id, g.assignor_id, 'game.created', 'game', g.id,
            'Created ' || g.home_team || ' vs ' || g.away_team, g.created_at
       FROM games g WHERE ${ours("g.id", "g")} AND g.date >= date(?1, '-30 days')`,
    today,
    prefix,
  );

  await d1.batch(statements);

  const counted = `SELECT
      (SELECT count(*) FROM games WHERE organization_id = ?1) AS games,
      (SELECT count(*) FROM memberships WHERE organization_id = ?1 AND role = 'referee') AS referees,
      (SELECT count(*) FROM assignments WHERE organization_id = ?1) AS assignments,
      (SELECT count(*) FROM payments WHERE organization_id = ?1) AS payments,
      (SELECT count(*) FROM payments WHERE organization_id = ?1 AND status = 'pending') AS pendingPayments,
      (SELECT count(*) FROM notifications WHERE organization_id = ?1) AS notifications,
      (SELECT count(*) FROM outbox WHERE organization_id = ?1) AS outbox,
      (SELECT count(*) FROM activity_log WHERE organization_id = ?1) AS activity,
      (SELECT count(*) FROM game_requests WHERE organization_id = ?1) AS gameRequests,
      (SELECT count(*) FROM availability_blocks WHERE ${ours("user_id", "r")}) AS availabilityBlocks,
      (SELECT count(*) FROM availability_recurring_blocks WHERE ${ours("user_id", "r")}) AS recurringBlocks,
      (SELECT count(*) FROM certifications WHERE ${ours("user_id", "r")}) AS certifications,
      (SELECT count(*) FROM venues WHERE organization_id = ?1) AS venues`;
  const counts = (await d1.prepare(counted).bind(organizationId).first<AssociationSeed["counts"]>())!;

  const email = (kind: "assignor" | "referee", n: number) =>
    `${kind}${kind === "assignor" ? n + 1 : n}.${prefix}@association.test`;
  return {
    organizationId,
    organizationName,
    timeZone: TIME_ZONE,
    today,
    assignors: Array.from({ length: ASSIGNORS }, (_, n) => ({ id: `${prefix}-u${n}`, email: email("assignor", n) })),
    referee: { id: `${prefix}-r0`, email: email("referee", 0) },
    refereeIds: Array.from({ length: refereeCount }, (_, n) => `${prefix}-r${n}`),
    counts,
    elapsedMs: Math.round(performance.now() - started),
  };
}

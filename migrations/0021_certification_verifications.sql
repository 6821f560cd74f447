CREATE TABLE `certification_verifications` (
	`certification_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`verified_by_id` text,
	`verified_at` integer NOT NULL,
	PRIMARY KEY(`certification_id`, `organization_id`),
	FOREIGN KEY (`certification_id`) REFERENCES `certifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `certification_verifications_organization_idx` ON `certification_verifications` (`organization_id`);--> statement-breakpoint
-- data migration (hand-written)
-- Issue 32 (decision 0091): the single flag counted in every league the referee belongs to, so each verified
-- credential is verified in each of its holder's referee organizations, as it read there before. Who and when
-- come from that organization's latest "certification.verified" log entry; without one, when is the latest such
-- entry anywhere (else the credential's creation) and who is unknown.
INSERT OR IGNORE INTO `certification_verifications` (`certification_id`, `organization_id`, `verified_by_id`, `verified_at`)
SELECT c.`id`, m.`organization_id`,
  (SELECT a.`actor_id` FROM `activity_log` a
    WHERE a.`organization_id` = m.`organization_id` AND a.`subject_type` = 'certification' AND a.`subject_id` = c.`id`
      AND a.`action` = 'certification.verified'
    ORDER BY a.`created_at` DESC LIMIT 1),
  coalesce(
    (SELECT a.`created_at` FROM `activity_log` a
      WHERE a.`organization_id` = m.`organization_id` AND a.`subject_type` = 'certification' AND a.`subject_id` = c.`id`
        AND a.`action` = 'certification.verified'
      ORDER BY a.`created_at` DESC LIMIT 1),
    (SELECT max(a.`created_at`) FROM `activity_log` a
      WHERE a.`subject_type` = 'certification' AND a.`subject_id` = c.`id` AND a.`action` = 'certification.verified'),
    c.`created_at`)
FROM `certifications` c
JOIN `memberships` m ON m.`user_id` = c.`user_id` AND m.`role` = 'referee'
WHERE c.`verified` = 1;

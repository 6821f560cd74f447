ALTER TABLE `assignments` ADD `override_conflicts` text;--> statement-breakpoint
ALTER TABLE `assignments` ADD `override_reason` text;--> statement-breakpoint
-- Earlier offers kept the override in `notes` ("Assigned despite: <conflicts>. Reason: <reason>", after the
-- assignor's own note and a blank line, if any). Move it to the new columns so referees stop seeing it.
UPDATE `assignments` SET
	`override_conflicts` = json_array(substr(`notes`, 19, instr(`notes`, '. Reason: ') - 19)),
	`override_reason` = substr(`notes`, instr(`notes`, '. Reason: ') + 10),
	`notes` = NULL
WHERE `notes` LIKE 'Assigned despite: %' AND instr(`notes`, '. Reason: ') > 19;--> statement-breakpoint
UPDATE `assignments` SET
	`override_conflicts` = json_array(substr(
		substr(`notes`, instr(`notes`, char(10, 10) || 'Assigned despite: ') + 2),
		19,
		instr(substr(`notes`, instr(`notes`, char(10, 10) || 'Assigned despite: ') + 2), '. Reason: ') - 19
	)),
	`override_reason` = substr(
		substr(`notes`, instr(`notes`, char(10, 10) || 'Assigned despite: ') + 2),
		instr(substr(`notes`, instr(`notes`, char(10, 10) || 'Assigned despite: ') + 2), '. Reason: ') + 10
	),
	`notes` = substr(`notes`, 1, instr(`notes`, char(10, 10) || 'Assigned despite: ') - 1)
WHERE `override_reason` IS NULL
	AND instr(`notes`, char(10, 10) || 'Assigned despite: ') > 0
	AND instr(substr(`notes`, instr(`notes`, char(10, 10) || 'Assigned despite: ') + 2), '. Reason: ') > 19;

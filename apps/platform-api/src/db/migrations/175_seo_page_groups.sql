-- SEO per page group (spec 7: route names map to page groups): each language keeps its `default` row and
-- may add a row per page group, whose empty fields the default row fills.
ALTER TABLE seo_configs ADD COLUMN page_name text NOT NULL DEFAULT 'default';
ALTER TABLE seo_configs DROP CONSTRAINT seo_configs_language_id_key;
ALTER TABLE seo_configs ADD CONSTRAINT seo_configs_language_page_key UNIQUE (language_id, page_name);

-- Script tags follow the same page groups, named after the routes (contracts' PAGE_GROUPS). The old seed
-- named two of them in the plural and two that are no route; those held only empty snippets.
UPDATE script_tag_configs SET page_name = 'reward' WHERE page_name = 'rewards';
UPDATE script_tag_configs SET page_name = 'quest' WHERE page_name = 'quests';
DELETE FROM script_tag_configs
 WHERE page_name IN ('cashbox', 'memo')
   AND header = '' AND body = '' AND footer = '' AND meta_header = '' AND meta_body = '' AND meta_footer = '';

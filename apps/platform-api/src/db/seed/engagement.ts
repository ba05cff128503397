import type { Queryable } from '../types';

/** The home page's welcome pop-up, in English and Thai; other languages show none until staff write one. */
export const WELCOME_POPUP: Record<'en' | 'th', { title: string; body: string }> = {
  en: {
    title: 'Welcome!',
    body: 'Hundreds of games are waiting for you. Register in a minute, make your first deposit and see the promotions page for this week’s bonuses.\n\nOur support team is here for you around the clock.',
  },
  th: {
    title: 'ยินดีต้อนรับ!',
    body: 'เกมหลายร้อยเกมรอคุณอยู่ สมัครสมาชิกได้ในหนึ่งนาที ฝากเงินครั้งแรก แล้วดูโบนัสประจำสัปดาห์ได้ที่หน้าโปรโมชั่น\n\nทีมงานของเราพร้อมดูแลคุณตลอด 24 ชั่วโมง',
  },
};

/**
 * The welcome pop-up on the home page in English and Thai, written but switched off (staff turn it on with
 * `admin-cli popups on`: a modal on every home visit is the operator's call, not a default), and the push
 * prompt starting with the fake allow prompt (trigger allowance 1). Operator-owned: inserted only when
 * missing, so staff changes (an edit, the pop-up turned on, the allowance set to 0) survive restarts.
 */
export async function seedEngagement(tx: Queryable): Promise<void> {
  const rows = Object.entries(WELCOME_POPUP).map(([code, text]) => ({ code, ...text }));
  await tx.query(
    `INSERT INTO notification_popups (kind, language_id, page_show_list, title, body, is_active, seed_key)
     SELECT 'welcome', l.id, ARRAY['home'], x.title, x.body, false, 'welcome-home'
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, title text, body text)
       JOIN languages l ON l.code = x.code
     ON CONFLICT (seed_key, language_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `INSERT INTO trigger_allowance (singleton, is_active) VALUES (true, 1) ON CONFLICT (singleton) DO NOTHING`,
  );
}

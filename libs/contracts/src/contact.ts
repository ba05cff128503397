// Contact channels (spec 2: the site shows the default one; spec 9: Viber's app-store fallback): what each
// kind's contact_link holds, read the same way by the admin API (refused on save when it does not fit)
// and by the site's contact widgets, and staff's endpoints. Its own entry point
// (`@casino/contracts/contact`): the widgets load after the first paint, and so does this.
import './zod-config';
import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { CONTACT_CODES, ContactChannel } from './entities/reference';

export type ContactCode = (typeof CONTACT_CODES)[number];

/** Where each vendor's chat script comes from: fixed here, never taken from a link staff typed. */
export const CHAT_SCRIPT_ORIGINS = {
  tawk: 'https://embed.tawk.to',
  livechat: 'https://cdn.livechatinc.com',
  zendesk: 'https://static.zdassets.com',
} as const;
export type ChatVendor = keyof typeof CHAT_SCRIPT_ORIGINS;

/**
 * What the site does with a channel. A vendor's chat widget loads the vendor's script (`scriptUrl`) and
 * opens its chat on the page; `fallbackUrl` is the vendor's own chat page, opened in a new tab when the
 * script cannot be loaded (null: the vendor has none). Viber opens the app; any other channel is a link.
 */
export type ContactTarget =
  | { kind: 'tawk'; scriptUrl: string; fallbackUrl: string }
  | { kind: 'livechat'; license: number; scriptUrl: string; fallbackUrl: string }
  | { kind: 'zendesk'; key: string; scriptUrl: string; fallbackUrl: string | null }
  | { kind: 'viberapp'; deepLink: string }
  | { kind: 'others'; url: string };

/** The link formats each kind takes, as staff read them in a refusal. */
export const CONTACT_LINK_FORMATS: Record<ContactCode, string> = {
  tawk: 'Must be the tawk.to widget address: https://embed.tawk.to/<property id>/<widget id> (or https://tawk.to/chat/<property id>/<widget id>)',
  livechat:
    'Must be the LiveChat license number, or its chat page: https://www.livechat.com/chat-with/<license>/ or https://direct.lc.chat/<license>/',
  zendesk:
    'Must be the Zendesk snippet address https://static.zdassets.com/ekr/snippet.js?key=<key>, or a https://<subdomain>.zendesk.com/... page with ?key=<key> (that page is the fallback)',
  viberapp: 'Must be a Viber link such as viber://chat?number=%2B66812345678 or viber://pa?chatURI=<account>',
  others: 'Must be an https:// address, a mailto: or a tel: link',
};

const ID = /^[A-Za-z0-9]{1,64}$/;
const ZENDESK_KEY = /^[A-Za-z0-9-]{8,64}$/;

function httpsUrl(link: string): URL | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
}

function tawkTarget(link: string): ContactTarget | null {
  const url = httpsUrl(link);
  if (!url) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const ids =
    url.hostname === 'embed.tawk.to'
      ? parts
      : url.hostname === 'tawk.to' && parts[0] === 'chat'
        ? parts.slice(1)
        : [];
  const [property, widget] = ids;
  if (ids.length !== 2 || !property || !widget || !ID.test(property) || !ID.test(widget)) return null;
  return {
    kind: 'tawk',
    scriptUrl: `${CHAT_SCRIPT_ORIGINS.tawk}/${property}/${widget}`,
    fallbackUrl: `https://tawk.to/chat/${property}/${widget}`,
  };
}

function livechatTarget(link: string): ContactTarget | null {
  let license: string | undefined;
  if (/^\d{1,12}$/.test(link)) license = link;
  else {
    const url = httpsUrl(link);
    const parts = url?.pathname.split('/').filter(Boolean) ?? [];
    if (
      url &&
      ['www.livechat.com', 'www.livechatinc.com'].includes(url.hostname) &&
      parts[0] === 'chat-with'
    ) {
      license = parts[1];
    } else if (url?.hostname === 'direct.lc.chat') {
      license = parts[0];
    }
  }
  if (!license || !/^\d{1,12}$/.test(license)) return null;
  return {
    kind: 'livechat',
    license: Number(license),
    scriptUrl: `${CHAT_SCRIPT_ORIGINS.livechat}/tracking.js`,
    fallbackUrl: `https://www.livechat.com/chat-with/${license}/`,
  };
}

function zendeskTarget(link: string): ContactTarget | null {
  const url = httpsUrl(link);
  const key = url?.searchParams.get('key');
  if (!url || !key || !ZENDESK_KEY.test(key)) return null;
  const snippet = url.origin === CHAT_SCRIPT_ORIGINS.zendesk && url.pathname === '/ekr/snippet.js';
  const page = url.hostname.endsWith('.zendesk.com');
  if (!snippet && !page) return null;
  let fallbackUrl: string | null = null;
  if (page) {
    const fallback = new URL(url);
    fallback.searchParams.delete('key');
    fallbackUrl = fallback.href;
  }
  return {
    kind: 'zendesk',
    key,
    scriptUrl: `${CHAT_SCRIPT_ORIGINS.zendesk}/ekr/snippet.js?key=${encodeURIComponent(key)}`,
    fallbackUrl,
  };
}

function viberTarget(link: string): ContactTarget | null {
  return /^viber:\/\/[a-z]+\?\S+$/i.test(link) && URL.canParse(link)
    ? { kind: 'viberapp', deepLink: link }
    : null;
}

function otherTarget(link: string): ContactTarget | null {
  if (httpsUrl(link)) return { kind: 'others', url: link };
  return /^(mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]{3,30})$/i.test(link)
    ? { kind: 'others', url: link }
    : null;
}

const TARGETS: Record<ContactCode, (link: string) => ContactTarget | null> = {
  tawk: tawkTarget,
  livechat: livechatTarget,
  zendesk: zendeskTarget,
  viberapp: viberTarget,
  others: otherTarget,
};

/** What the site does with a channel, or null when its link does not fit its kind (CONTACT_LINK_FORMATS). */
export function contactTarget(
  channel: Pick<ContactChannel, 'contact_code_name' | 'contact_link'>,
): ContactTarget | null {
  return TARGETS[channel.contact_code_name](channel.contact_link.trim());
}

const reason = z.string().trim().min(1).max(500).optional();

/** A new channel, or (with `id`) the whole of an existing one replaced; a default one makes the others not. */
export const ContactChannelBody = z
  .strictObject({
    id: z.number().int().positive().optional(),
    contact_code_name: z.enum(CONTACT_CODES),
    name: z.string().trim().min(1).max(60),
    contact_link: z.string().trim().min(1).max(500),
    is_default: z.boolean().default(false),
    reason,
  })
  .superRefine((body, ctx) => {
    if (!contactTarget(body)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact_link'],
        message: CONTACT_LINK_FORMATS[body.contact_code_name],
      });
    }
  });
export type ContactChannelBody = z.input<typeof ContactChannelBody>;

export const contactChannelsList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/contact-channels',
  response: z.object({ data: z.array(ContactChannel) }),
  summary: 'Every contact channel, in the order the site offers them.',
});

export const contactChannelSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/contact-channels',
  body: ContactChannelBody,
  response: ContactChannel,
  summary:
    "Create a contact channel, or replace one by id; its link is checked against its kind, a default one takes the others' place as default, and the content security policy allows the vendor's chat while one is configured; audited.",
});

export const contactChannelRemove = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/contact-channels/:id/remove',
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  body: z.strictObject({ reason }),
  response: z.object({ removed: ContactChannel }),
  summary: 'Remove a contact channel (the site stops offering it on the next page load); audited.',
});

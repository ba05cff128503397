import { publicApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { findPage, paging } from '../../http/find';
import { route } from '../../http/route';
import { keptReplies } from '../../plugins/read-cache';
import { contactAdminRoutes } from './contact-admin';

/** Languages, currencies, countries, banks and the other lists the forms offer; staff's contact channels. */
export async function referenceRoutes(app: FastifyInstance) {
  contactAdminRoutes(app);

  // Every page load asks for the languages, which change only when staff edit them: kept until then, and
  // a kept list answered before its query is checked again.
  app.addHook('preValidation', keptReplies(app));
  route(app, publicApi.languageFind, ({ query, request, reply }) =>
    app.readCache.reply(request.url, reply, () =>
      findPage(app.db, {
        from: 'languages',
        columns: 'id, code, name, native_name, is_default, is_member',
        filters: { is_member: query.is_member, code: query.code },
        sortColumns: { is_default: 'is_default', id: 'id', code: 'code' },
        defaultOrder: 'sort_order, id',
        ...paging(query),
      }),
    ),
  );

  route(app, publicApi.currencyFind, ({ query }) =>
    findPage(app.db, {
      from: 'currencies',
      columns: 'id, code, name, symbol, is_following, enable_decimal, is_crypto, scale',
      filters: { is_crypto: query.is_crypto },
      sortColumns: { code: 'code', id: 'id' },
      defaultOrder: 'code, id',
      ...paging(query),
    }),
  );

  route(app, publicApi.currencyLanguageFind, ({ query }) =>
    findPage(app.db, {
      from: 'currency_languages',
      columns: 'id, currency_id, language_id, is_active',
      filters: { currency_id: query.currency_id, language_id: query.language_id },
      sortColumns: { id: 'id' },
      defaultOrder: 'id',
      ...paging(query),
    }),
  );

  route(app, publicApi.countryFind, ({ query }) =>
    findPage(app.db, {
      from: 'countries',
      columns: 'id, country_code, country_name, dial_code, phone_min_length, phone_max_length, is_default',
      filters: { country_code: query.country_code },
      sortColumns: { country_name: 'country_name', country_code: 'country_code' },
      defaultOrder: 'country_name, id',
      ...paging(query),
    }),
  );

  route(app, publicApi.contactChannelFind, ({ query }) =>
    findPage(app.db, {
      from: 'contact_channels',
      columns: 'id, contact_code_name, name, contact_link, is_default',
      filters: { is_default: query.is_default },
      sortColumns: { id: 'id' },
      defaultOrder: 'id',
      ...paging(query),
    }),
  );

  route(app, publicApi.securityQuestionFind, ({ query }) =>
    findPage(app.db, {
      from: 'security_questions',
      columns: 'id, language_id, question',
      filters: { language_id: query.language_id, id: query.id },
      sortColumns: { id: 'id' },
      defaultOrder: 'id',
      ...paging(query),
    }),
  );

  route(app, publicApi.registerChannelFind, ({ query }) =>
    findPage(app.db, {
      from: 'register_channels',
      columns: 'id, language_id, name',
      filters: { language_id: query.language_id, id: query.id },
      sortColumns: { id: 'id' },
      defaultOrder: 'id',
      ...paging(query),
    }),
  );

  // Bank names are proper names, the same in every language, so language_id does not filter.
  route(app, publicApi.bankFind, ({ query }) =>
    findPage(app.db, {
      from: 'banks',
      columns: 'id, currency_id, bank_code, bank_name, logo_url, account_lengths',
      filters: { currency_id: query.currency_id, id: query.bank_currency_information_id },
      sortColumns: { bank_name: 'bank_name', id: 'id' },
      defaultOrder: 'id',
      ...paging(query),
    }),
  );
}

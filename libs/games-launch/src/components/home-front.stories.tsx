import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  buildCurrency,
  buildGeneralConfig,
  buildPromotion,
  mockEndpoint,
  notAuthenticated,
} from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import { homeFrontHandlers } from '../testing';
import { games, list } from '../testing/fixtures';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { HomeBanners, HomeShowcase } from './home-front';

/** What the home page's storefront reads, for a visitor: banners, catalogue, promotions. */
function handlers() {
  return [
    ...homeFrontHandlers({
      games: games.map((game, i) => (i === 0 ? { ...game, tags: ['popular', 'jackpots'] } : game)),
    }),
    mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    mockEndpoint(publicApi.generalConfigFind, () => list([buildGeneralConfig()])),
    mockEndpoint(publicApi.currencyFind, () => list([buildCurrency()])),
    mockEndpoint(promotionApi.promotionInformationFind, () =>
      list([
        buildPromotion(),
        buildPromotion({
          id: 2,
          code: 'cashback',
          title: 'Weekly cashback 5%',
          description: 'Get 5% of your weekly losses back every Monday.',
        }),
        buildPromotion({
          id: 3,
          code: 'reload',
          title: 'Weekend reload 30%',
          description: 'A 30% bonus on your weekend deposits.',
        }),
      ]),
    ),
  ];
}

/** The home page's storefront: the banners, then categories, rows, providers and promotions. */
const meta = {
  title: 'games-launch/HomeFront',
  component: HomeShowcase,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <div style={{ display: 'grid', gap: 24, maxWidth: 1280 }}>
          <HomeBanners />
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<typeof HomeShowcase>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

/** No banner and no promotion running: only the catalogue's parts show. */
export const NoBannersNoPromotions: Story = {
  parameters: {
    msw: {
      handlers: [
        ...homeFrontHandlers({ banners: [] }),
        ...handlers().slice(homeFrontHandlers().length, -1),
        mockEndpoint(promotionApi.promotionInformationFind, () => list([])),
      ],
    },
  },
};

import { DEFAULT_BRAND_ID, getBrand } from '@casino/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Box, Inline, Stack } from '../components/Layout/Layout';
import { TextInput } from '../components/TextInput/TextInput';
import { vars } from './contract.css';
import { applyTemplateColor } from './runtime';

const tones = ['brand', 'accent', 'positive', 'critical', 'caution', 'info'] as const;
const shades = ['base', 'hover', 'active', 'soft', 'on', 'text'] as const;

function Swatch({ color, name }: { color: string; name: string }) {
  return (
    <Stack gap="xxs" alignItems="center">
      <span
        style={{ width: 48, height: 32, background: color, border: `1px solid ${vars.color.border}` }}
        aria-hidden="true"
      />
      <Box as="span" fontSize="xs" color="muted">
        {name}
      </Box>
    </Stack>
  );
}

function Palette() {
  return (
    <Stack gap="md">
      {tones.map((tone) => (
        <Inline key={tone} gap="md">
          <Box as="span" fontSize="sm" fontWeight="bold" style={{ width: 72 }}>
            {tone}
          </Box>
          {shades.map((shade) => (
            <Swatch key={shade} color={vars.color[tone][shade]} name={shade} />
          ))}
        </Inline>
      ))}
    </Stack>
  );
}

/** Recolours only this subtree, as the shell does on <html> when template_color arrives. */
function TemplateColorDemo({ templateColor, brandId }: { templateColor: string; brandId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [valid, setValid] = useState(true);
  useEffect(() => {
    const { colors } = getBrand(brandId || DEFAULT_BRAND_ID);
    if (ref.current) setValid(applyTemplateColor(ref.current, templateColor, colors));
  }, [templateColor, brandId]);
  return (
    <div ref={ref}>
      <Stack gap="lg">
        <Inline>
          <Badge tone={valid ? 'positive' : 'critical'}>
            {valid ? templateColor : `ignored: ${templateColor}`}
          </Badge>
        </Inline>
        <Card title="Welcome bonus" footer={<Button>Claim</Button>}>
          <TextInput label="Coupon code" restrict="alphanumeric" />
          <p>
            Read the <a href="#terms">terms and conditions</a> first.
          </p>
          <Button variant="secondary">Full screen</Button>
        </Card>
        <Palette />
      </Stack>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Theme',
  component: TemplateColorDemo,
  args: { templateColor: '#0f9d58' },
  argTypes: { templateColor: { control: 'color' } },
} satisfies Meta<typeof TemplateColorDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BrandPalette: Story = { render: () => <Palette /> };
/** The seed's green over the toolbar's brand: its text shade is derived against that brand's backdrops. */
export const TemplateColor: Story = {
  render: (args, { globals }) => <TemplateColorDemo {...args} brandId={String(globals['brand'] ?? '')} />,
};
export const InvalidTemplateColor: Story = { args: { templateColor: 'not-a-colour' } };

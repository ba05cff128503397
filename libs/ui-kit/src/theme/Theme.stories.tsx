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
const shades = ['base', 'hover', 'active', 'soft', 'on'] as const;

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
function TemplateColorDemo({ templateColor }: { templateColor: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [valid, setValid] = useState(true);
  useEffect(() => {
    if (ref.current) setValid(applyTemplateColor(ref.current, templateColor));
  }, [templateColor]);
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
        </Card>
        <Palette />
      </Stack>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Theme',
  component: TemplateColorDemo,
  args: { templateColor: '#7a3cff' },
  argTypes: { templateColor: { control: 'color' } },
} satisfies Meta<typeof TemplateColorDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BrandPalette: Story = { render: () => <Palette /> };
export const TemplateColor: Story = {};
export const InvalidTemplateColor: Story = { args: { templateColor: 'not-a-colour' } };

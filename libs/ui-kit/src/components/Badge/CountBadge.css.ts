import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A small round count beside a link (unread messages, rewards waiting). */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.critical.base,
  color: vars.color.critical.on,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  marginInlineStart: vars.space.xs,
});

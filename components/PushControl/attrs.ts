// The push topic control's attributes (domain/dataAttributes.ts): written by PushControl.tsx, read by
// pushControl.ts and pushToggle.ts.
import type { DataAttrs } from '../../domain/dataAttributes';

export const PUSH_CONTROL_ATTR = {
  control: 'data-push-control',
  toggle: 'data-push-toggle',
  message: 'data-push-message',
} as const satisfies DataAttrs;

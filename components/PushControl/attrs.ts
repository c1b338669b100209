// The push topic control's attributes (domain/dataAttributes.ts): written by PushControl.tsx, read by
// pushControl.ts and pushToggle.ts.
import type { DataAttr } from '../../domain/dataAttributes';

export const PUSH_CONTROL_CONTROL_ATTR = 'data-push-control' satisfies DataAttr;
export const PUSH_CONTROL_TOGGLE_ATTR = 'data-push-toggle' satisfies DataAttr;
export const PUSH_CONTROL_MESSAGE_ATTR = 'data-push-message' satisfies DataAttr;

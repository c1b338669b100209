import type { Formula1View } from '../../../domain/formula1/view';
import { Formula1 } from '../../../components/Formula1/Formula1';
import type { EmbedView } from './types';

export const formula1View: EmbedView<Formula1View> = {
  render: (view) => <Formula1 view={view} heading="h2" />,
};

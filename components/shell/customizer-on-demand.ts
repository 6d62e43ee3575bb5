'use client';

import { onDemand } from '../on-demand';

/** The customizer's panel, its code loaded when the cog is first hovered, focused or pressed. */
export const CustomizerPanel = onDemand(() =>
  import('./customizer-panel').then((m) => ({ default: m.CustomizerPanel })),
);

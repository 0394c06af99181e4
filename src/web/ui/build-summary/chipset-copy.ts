import type { ChipsetId } from '../../../domain/catalog/categories';

/** The chipset block's fixed marketing text (spec section 2 "Overview"), one per vendor. */
export const CHIPSET_COPY: Readonly<Record<ChipsetId, { title: string; text: string }>> = {
  1: {
    title: 'Powered by Intel',
    text: 'Your build is based on an Intel platform. Intel Core processors combine fast performance cores for high frame rates with efficient cores that keep streaming, voice chat and background tasks running smoothly, on motherboards with mature, well-supported chipsets.',
  },
  2: {
    title: 'Powered by AMD',
    text: 'Your build is based on an AMD platform. AMD Ryzen processors deliver strong multi-core performance for gaming, streaming and content creation, with efficient designs that run cool and quiet, on motherboards built for the processor generations they support.',
  },
};

import { z } from 'zod';

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    size: z.number().int(),
    number: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    numberOfElements: z.number().int(),
  });

export const newsItemSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  titre: z.string(),
  resume: z.string(),
  image: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  region: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  updatedAt: z.iso.datetime({ offset: true, local: true }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageSchema = pageSchema(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

export const sponsorSchema = z.object({ imageUrl: z.string(), linkUrl: z.string() });
export type Sponsor = z.infer<typeof sponsorSchema>;

export const offerSchema = z.object({
  titre: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  initialPrice: z.number(),
  finalPrice: z.number(),
});
export type Offer = z.infer<typeof offerSchema>;

export const servicePlanSchema = z.object({
  banner: z
    .object({ imageUrl: z.string(), linkUrl: z.string(), alt: z.string() })
    .nullish()
    .transform((value) => value ?? null),
});
export type ServicePlan = z.infer<typeof servicePlanSchema>;

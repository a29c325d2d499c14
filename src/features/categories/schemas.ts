import { z } from '@/lib/zod'
import { slugSchema } from '@/lib/slug-rule'

/** "Nova Categoria" / "Editar Categoria" (docs/product-guide.md#validation). */
export const categorySchema = z.object({
  name: z.string().trim().min(1, 'O nome da categoria é obrigatório.'),
  slug: slugSchema,
  description: z.string(),
  // One of the six named colours; an older custom hex is kept as it is.
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Escolha uma cor.'),
  is_active: z.boolean(),
})

export type CategoryValues = z.infer<typeof categorySchema>

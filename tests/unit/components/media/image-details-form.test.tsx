import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ImageDetailsForm } from '@/components/media/image-details-form'
import { AppError } from '@/lib/errors'
import { emptyMediaDetails, mediaRefOfUrl } from '@/lib/media-details'

const details = emptyMediaDetails({ bucket_id: 'post-images', object_name: 'capa.webp' })

describe('ImageDetailsForm', () => {
  it('asks for alt text unless the image is decorative', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    render(<ImageDetailsForm details={details} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar detalhes' }))
    expect(await screen.findByText('Descreva a imagem ou marque “Imagem decorativa”.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByLabelText(/Imagem decorativa/))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar detalhes' }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ alt: '', decorative: true }))
  })

  it('asks a third-party credit for its source and licence', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    render(<ImageDetailsForm details={{ ...details, alt: 'Frasco', credit_kind: 'third_party' }} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar detalhes' }))
    expect(await screen.findByText('Informe a fonte da imagem.')).toBeInTheDocument()
    expect(screen.getByText('Informe a licença da imagem.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows the database refusal at its field and keeps what was typed', async () => {
    const refusal = new AppError(
      'validation',
      'new row for relation "media" violates check constraint "media_credit_url_check"',
    )
    const onSubmit = vi.fn().mockRejectedValue(refusal)
    render(
      <ImageDetailsForm details={{ ...details, credit_kind: 'pexels', credit_author: 'Ana' }} onSubmit={onSubmit} />,
    )
    await userEvent.type(screen.getByLabelText('Texto alternativo'), 'Frasco conta-gotas')
    await userEvent.type(screen.getByLabelText('Link da foto no Pexels'), 'https://pexels.com/a"b')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar detalhes' }))
    expect(await screen.findByText('Informe um link que comece com http:// ou https://.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(screen.getByLabelText('Link da foto no Pexels'))
    await userEvent.type(screen.getByLabelText('Link da foto no Pexels'), 'https://www.pexels.com/photo/1')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar detalhes' }))
    expect(await screen.findByText('Informe um link que comece com http:// ou https://.')).toBeInTheDocument()
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(screen.getByLabelText('Texto alternativo')).toHaveValue('Frasco conta-gotas')
    expect(screen.getByLabelText('Link da foto no Pexels')).toHaveValue('https://www.pexels.com/photo/1')
  })

  it('shows a refusal without a field above the buttons', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new AppError('network', 'Não foi possível conectar ao servidor.'))
    render(<ImageDetailsForm details={{ ...details, alt: 'Frasco' }} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar detalhes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível conectar ao servidor.')
  })
})

describe('mediaRefOfUrl', () => {
  it('reads post-images Storage URLs, render URLs and the seed covers', () => {
    expect(mediaRefOfUrl('http://127.0.0.1:54321/storage/v1/object/public/post-images/a%20b.webp')).toEqual({
      bucket_id: 'post-images',
      object_name: 'a b.webp',
    })
    expect(mediaRefOfUrl('https://x.supabase.co/storage/v1/render/image/public/post-images/c.webp?width=640')).toEqual({
      bucket_id: 'post-images',
      object_name: 'c.webp',
    })
    expect(mediaRefOfUrl('/seed-images/cbd.webp')).toEqual({ bucket_id: 'site', object_name: 'seed-images/cbd.webp' })
    expect(mediaRefOfUrl('https://images.pexels.com/photos/1/a.jpeg')).toBeNull()
    expect(mediaRefOfUrl('https://evil.example/seed-images/cbd.webp')).toBeNull()
  })
})

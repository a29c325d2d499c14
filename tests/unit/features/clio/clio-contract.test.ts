// @vitest-environment node
// The app and the Clio service share one contract (clio/contract.ts). These fail when the two drift:
// a select offers a size, style or platform the service refuses (or misses one it accepts), a label
// is not the product's (docs/product-guide.md), or the app stops waiting before the service's own limit.
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ClioClient, ClioDraft, ClioGeneration, ClioHealth, ClioImage } from '@/lib/clio/client'
import {
  CLIO_TIMEOUTS,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_PEXELS_SIZE,
  IMAGE_SIZES,
  IMAGE_STYLES,
  orientationWord,
  PLATFORMS,
  type ClioOperation,
} from '@/lib/clio/constants'
import { resolveClioConfig } from '../../../../clio/config.ts'
import * as contract from '../../../../clio/contract.ts'
import { parsePlatform, parseSize, parseStyle, type JsonBody } from '../../../../clio/request-input.ts'

/** The service's 400 `details`, which lists every value it accepts. */
function refusal(parse: (body: JsonBody) => unknown, body: JsonBody): string {
  try {
    parse(body)
  } catch (error) {
    return (error as { details: string }).details
  }
  throw new Error(`the service accepted ${JSON.stringify(body)}`)
}

describe('Clio contract: the app and the service agree', () => {
  it('the service accepts every size, style and platform the selects offer, and lists no other', () => {
    for (const { value } of IMAGE_SIZES) expect(parseSize({ tamanho: value }, '1024x1024')).toBe(value)
    for (const { value } of IMAGE_STYLES) expect(parseStyle({ estilo_imagem: value })).toBe(value)
    for (const { value } of PLATFORMS) expect(parsePlatform({ plataforma: value })).toBe(value)

    const offered = (options: readonly { value: string }[]) => options.map((option) => option.value).join(', ')
    expect(refusal((body) => parseSize(body, '1024x1024'), { tamanho: '640x480' })).toBe(
      `"tamanho" must be one of ${offered(IMAGE_SIZES)}; got "640x480"`,
    )
    expect(refusal(parseStyle, { estilo_imagem: 'aquarela' })).toBe(
      `"estilo_imagem" must be one of ${offered(IMAGE_STYLES)}; got "aquarela"`,
    )
    expect(refusal(parsePlatform, { plataforma: 'tiktok' })).toBe(
      `"plataforma" must be one of ${offered(PLATFORMS)}; got "tiktok"`,
    )
  })

  it('shows the product’s labels, sizes and limits', () => {
    expect(IMAGE_SIZES.map(({ value, label, width, height }) => [value, label, `${width}x${height}`])).toEqual([
      ['1024x1024', 'Quadrado 1:1', '1024x1024'],
      ['1024x1536', 'Retrato 2:3', '1024x1536'],
      ['1536x1024', 'Paisagem 3:2', '1536x1024'],
      ['1920x1080', 'Widescreen 16:9', '1920x1080'],
      ['1080x1350', 'Instagram Post 4:5', '1080x1350'],
    ])
    expect(PLATFORMS.map(({ value, label, maxChars }) => [value, label, maxChars])).toEqual([
      ['instagram', 'Instagram', 2200],
      ['facebook', 'Facebook', 63206],
      ['twitter', 'X', 280],
      ['linkedin', 'LinkedIn', 3000],
    ])
    expect(IMAGE_STYLES.map(({ value, label }) => [value, label])).toEqual([
      ['realista', 'Realista'],
      ['ilustracao', 'Ilustração'],
      ['abstrato', 'Abstrato'],
      ['criativo', 'Criativo'],
    ])
    expect(DEFAULT_IMAGE_STYLE).toBe('realista')
    expect(DEFAULT_PEXELS_SIZE).toBe('1920x1080')
  })

  it('the app names the orientation the service asks Pexels for', () => {
    const words = { landscape: 'paisagem', portrait: 'retrato', square: 'quadrada' }
    for (const { width, height } of IMAGE_SIZES) {
      expect(orientationWord(width, height)).toBe(words[contract.orientationOf(width, height)])
    }
    expect(IMAGE_SIZES.map(({ width, height }) => orientationWord(width, height))).toEqual([
      'quadrada',
      'retrato',
      'paisagem',
      'paisagem',
      'retrato',
    ])
    // A photo a few pixels off square is still square.
    expect(orientationWord(1000, 990)).toBe('quadrada')
    expect(orientationWord(1000, 900)).toBe('paisagem')
  })

  it('the service gives up on a provider before the app stops waiting', () => {
    const appOperation: Record<contract.Operation, ClioOperation> = {
      generate: 'generate',
      regenerateText: 'regenerateText',
      regenerateImage: 'regenerateImage',
      generateImage: 'generateImage',
      pexels: 'generatePexelsImage',
    }
    const service = resolveClioConfig({ env: {} })
    for (const operation of contract.OPERATIONS) {
      const appLimitMs = CLIO_TIMEOUTS[appOperation[operation]] * 1000
      expect(appLimitMs, operation).toBe(contract.CLIENT_TIMEOUTS_MS[operation])
      expect(service.timeoutsMs[operation], operation).toBeLessThan(appLimitMs)
    }
  })

  it('the client sends the contract’s requests and reads its answers (checked by tsc)', () => {
    type Method = 'generate' | 'regenerateText' | 'regenerateImage' | 'generateImage' | 'generatePexelsImage'
    type Input<M extends Method> = Parameters<ClioClient[M]>[0]
    expectTypeOf<Input<'generate'>>().toExtend<contract.GenerateRequest>()
    expectTypeOf<Input<'regenerateText'>>().toExtend<contract.RegenerateTextRequest>()
    expectTypeOf<Input<'regenerateImage'>>().toExtend<contract.RegenerateImageRequest>()
    expectTypeOf<Input<'generateImage'>>().toExtend<contract.GenerateImageRequest>()
    expectTypeOf<Input<'generatePexelsImage'>>().toExtend<contract.PexelsImageRequest>()

    expectTypeOf<contract.Generation>().toExtend<ClioGeneration>()
    expectTypeOf<contract.Draft>().toExtend<ClioDraft>()
    expectTypeOf<contract.ClioImage>().toExtend<ClioImage>()
    expectTypeOf<contract.PexelsImage>().toExtend<ClioImage>()
    expectTypeOf<contract.HealthBody>().toExtend<ClioHealth>()
  })
})

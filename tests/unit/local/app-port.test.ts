// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appPort, appUrl } from '../../../local/app-port.ts'

describe('APP_PORT, the port of the app’s dev server', () => {
  it('is 5173 unless set, and the app’s address follows it', () => {
    expect(appPort({})).toBe(5173)
    expect(appPort({ APP_PORT: '' })).toBe(5173)
    expect(appPort({ APP_PORT: ' 5180 ' })).toBe(5180)
    expect(appUrl({ APP_PORT: '5180' })).toBe('http://127.0.0.1:5180')
    expect(appUrl({})).toBe('http://127.0.0.1:5173')
  })

  it('refuses what is not a port, naming the variable (0 too: the links need a known port)', () => {
    for (const value of ['0', '65536', '51.5', 'abc', '-1']) {
      expect(() => appPort({ APP_PORT: value })).toThrow(
        `APP_PORT must be a whole number from 1 to 65535, got "${value}"`,
      )
    }
  })
})

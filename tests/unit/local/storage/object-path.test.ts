/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { splitObjectPath, validateObjectName } from '../../../../local/supabase/storage/object-path.ts'
import { StorageFailure } from '../../../../local/supabase/storage/storage-errors.ts'

function invalid(fn: () => unknown) {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(StorageFailure)
    const failure = error as StorageFailure
    return { statusCode: failure.statusCode, code: failure.code, error: failure.error, message: failure.message }
  }
  throw new Error('expected an InvalidKey failure')
}

const invalidKey = (message: string) => ({ statusCode: '400', code: 'InvalidKey', error: 'Invalid key', message })

describe('splitObjectPath', () => {
  it('splits the bucket from the object name, keeping the name folders', () => {
    expect(splitObjectPath('covers/2026/a.png')).toEqual({ bucket: 'covers', name: '2026/a.png' })
    expect(splitObjectPath('covers/a.png')).toEqual({ bucket: 'covers', name: 'a.png' })
  })

  it('drops any number of leading slashes before the bucket', () => {
    expect(splitObjectPath('//covers/a.png')).toEqual({ bucket: 'covers', name: 'a.png' })
    expect(splitObjectPath('/covers/a.png')).toEqual({ bucket: 'covers', name: 'a.png' })
  })

  it('keeps slashes that are not leading: an empty inner segment is refused', () => {
    expect(invalid(() => splitObjectPath('covers//a.png'))).toEqual(invalidKey('Invalid key: /a.png'))
    expect(invalid(() => splitObjectPath('a/covers//x'))).toEqual(invalidKey('Invalid key: covers//x'))
  })

  it('percent-decodes each segment on its own and keeps + as a plus', () => {
    expect(splitObjectPath('my%20bucket/caf%C3%A9/a+b%2Bc.png')).toEqual({
      bucket: 'my bucket',
      name: 'café/a+b+c.png',
    })
  })

  it('does not let an encoded slash create a new segment boundary before the check', () => {
    // `%2F` decodes inside its segment; the name is then re-joined and validated as a whole.
    expect(splitObjectPath('covers/a%2Fb.png')).toEqual({ bucket: 'covers', name: 'a/b.png' })
    expect(invalid(() => splitObjectPath('covers/a%2F..%2Fb'))).toEqual(invalidKey('Invalid key: a/../b'))
  })

  it('answers InvalidKey with the raw path for a malformed percent escape', () => {
    expect(invalid(() => splitObjectPath('covers/%E0%A4%A.png'))).toEqual(
      invalidKey('Invalid key: covers/%E0%A4%A.png'),
    )
    expect(invalid(() => splitObjectPath('%zz/a.png'))).toEqual(invalidKey('Invalid key: %zz/a.png'))
  })

  it('refuses an empty bucket name', () => {
    expect(invalid(() => splitObjectPath('/'))).toEqual(invalidKey('Invalid bucket name'))
    expect(invalid(() => splitObjectPath(''))).toEqual(invalidKey('Invalid bucket name'))
  })

  it('refuses a bucket without an object name', () => {
    expect(invalid(() => splitObjectPath('covers'))).toEqual(invalidKey('Invalid key: '))
    expect(invalid(() => splitObjectPath('covers/'))).toEqual(invalidKey('Invalid key: '))
  })

  it('refuses path traversal in the object name, encoded or not', () => {
    expect(invalid(() => splitObjectPath('covers/../secret'))).toEqual(invalidKey('Invalid key: ../secret'))
    expect(invalid(() => splitObjectPath('covers/%2E%2E/secret'))).toEqual(invalidKey('Invalid key: ../secret'))
    expect(invalid(() => splitObjectPath('covers/a/./b'))).toEqual(invalidKey('Invalid key: a/./b'))
  })
})

describe('validateObjectName', () => {
  it('accepts ordinary names, dots inside segments, segments of 255 bytes and names of exactly 1024 characters', () => {
    const longName = ['a'.repeat(255), 'b'.repeat(255), 'c'.repeat(255), 'd'.repeat(254), 'e'].join('/')
    expect(longName).toHaveLength(1024)
    for (const name of [
      'a.png',
      'folder/a.png',
      '.hidden',
      'a..b',
      '...',
      longName,
      'x'.repeat(255),
      'ç'.repeat(127),
      'a b/ç~!',
    ]) {
      expect(() => validateObjectName(name), name).not.toThrow()
    }
  })

  it('refuses a segment over 255 bytes, which no file system could store (issue 18: a 500 naming the server path)', () => {
    for (const name of ['x'.repeat(256), `pasta/${'x'.repeat(300)}.webp`, 'ç'.repeat(128)]) {
      expect(invalid(() => validateObjectName(name))).toEqual(invalidKey(`Invalid key: ${name}`))
    }
  })

  it('refuses the empty name and names longer than 1024 characters', () => {
    expect(invalid(() => validateObjectName(''))).toEqual(invalidKey('Invalid key: '))
    const long = 'x'.repeat(1025)
    expect(invalid(() => validateObjectName(long))).toEqual(invalidKey(`Invalid key: ${long}`))
  })

  it('refuses control characters (below 0x20 and DEL) but not the space', () => {
    for (const name of ['a\u0000b', 'a\nb', 'a\u001fb', 'a\u007fb', '\tx']) {
      expect(
        invalid(() => validateObjectName(name)),
        JSON.stringify(name),
      ).toEqual(invalidKey(`Invalid key: ${name}`))
    }
    expect(() => validateObjectName('a b\u0080')).not.toThrow()
  })

  it('refuses empty, "." and ".." segments anywhere in the name', () => {
    for (const name of ['..', '.', '/a', 'a/', 'a//b', '../a', 'a/..', 'a/../b', './a', 'a/.']) {
      expect(
        invalid(() => validateObjectName(name)),
        name,
      ).toEqual(invalidKey(`Invalid key: ${name}`))
    }
  })
})

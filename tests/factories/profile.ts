// A row of `profiles` as the app reads the signed-in person's (lib/auth/profile.ts): by default Ana
// Souza, the admin, with buildUser()'s id.
import type { Profile } from '@/lib/auth/profile'
import { buildUser } from './user'

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: buildUser().id,
    full_name: 'Ana Souza',
    role: 'admin',
    avatar_url: null,
    bio: null,
    created_at: '2025-01-10T12:00:00Z',
    ...overrides,
  }
}

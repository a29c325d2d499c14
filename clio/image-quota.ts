// Images cost the provider's money and this machine's disk and CPU (an offline 1920×1080 image is a
// sharp render): each person may make a limited number per hour.
import { ClioError } from './http/clio-error.ts'

const HOUR_MS = 60 * 60 * 1000

export class ImageQuota {
  private readonly made = new Map<string, number[]>()

  constructor(
    private readonly perHour: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one image for this person, or throws 429 with the wait when the hour's quota is used. */
  take(userId: string): void {
    const now = this.now()
    const recent = (this.made.get(userId) ?? []).filter((at) => now - at < HOUR_MS)
    if (recent.length >= this.perHour) {
      const waitSeconds = Math.ceil((recent[0] + HOUR_MS - now) / 1000)
      const minutes = Math.max(1, Math.ceil(waitSeconds / 60))
      throw new ClioError(
        429,
        `Limite de ${this.perHour} imagens por hora atingido. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        `image quota: ${this.perHour} per hour per person`,
        { 'Retry-After': String(waitSeconds) },
      )
    }
    recent.push(now)
    this.made.set(userId, recent)
  }
}

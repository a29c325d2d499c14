// The prerendered home page's browser entry: its islands are the header and the newsletter box (start.tsx).
import { SiteHeader } from '@/components/layout/site-header'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'
import { startIslands } from '@/islands/start'

void startIslands({ 'site-header': SiteHeader, newsletter: NewsletterBox })

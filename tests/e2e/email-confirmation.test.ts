import { afterAll, describe, expect, it } from 'vitest'
import { expectOnlyConsoleProblems, mailboxMessages, newPage, resetStack, useBrowser } from './fixtures'
import { submitSignInForm, submitSignUpForm } from './staff'

describe('sign-up with e-mail confirmation on', () => {
  const browser = useBrowser({ resetStack: true, emailConfirmation: true })
  afterAll(async () => {
    await resetStack() // leave the default (no confirmation) for whoever runs next
  })

  it('asks to confirm by e-mail, and the e-mailed link signs the new admin in through /auth/callback', async () => {
    const page = await newPage(browser())
    await submitSignUpForm(page, { name: 'Clara Confirmada', email: 'clara@example.com', password: 'senha-forte-4' })
    await page.getByText('Conta criada! Confirme seu e-mail pelo link que enviamos para poder entrar.').waitFor()

    await submitSignInForm(page, 'clara@example.com', 'senha-forte-4')
    await page.getByText('Confirme seu e-mail antes de entrar. Verifique sua caixa de entrada.').waitFor()

    const message = (await mailboxMessages()).find((m) => m.to === 'clara@example.com' && m.type === 'signup')
    const link = message?.links?.find((href) => href.includes('type=signup'))
    expect(link).toBeTruthy()
    await page.goto(link as string)
    await page.waitForURL(/\/admin$/)
    await page.getByText('Email confirmado com sucesso! Bem-vindo!').first().waitFor()
    expect(await page.getByTestId('current-user-role').innerText()).toBe('Administrador')
    await page.context().close()
    // Signing in before confirming is refused (400 email_not_confirmed): that is the message above.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/auth\/v1\/token\?grant_type=password/,
    )
  })
})

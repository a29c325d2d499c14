import { useEffect, useRef, useState } from 'react'

export type SpeechState = 'idle' | 'speaking' | 'paused' | 'failed'

/** The speeds offered, 1 being the voice's own. */
export const SPEECH_RATES = [0.8, 1, 1.25, 1.5] as const

/** A Brazilian Portuguese voice if the browser has one, else any Portuguese voice; null when there is none. */
function portugueseVoice(synth: SpeechSynthesis): SpeechSynthesisVoice | null {
  const voices = synth.getVoices()
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase()
  return voices.find((voice) => lang(voice) === 'pt-br') ?? voices.find((voice) => lang(voice).startsWith('pt')) ?? null
}

/** The voice to read with, once the browser has listed its voices; null where there is no speech synthesis or no Portuguese voice. */
function useVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null)
  useEffect(() => {
    const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null
    if (!synth || typeof synth.getVoices !== 'function') return
    const pick = () => setVoice(portugueseVoice(synth))
    pick()
    synth.addEventListener?.('voiceschanged', pick)
    return () => {
      synth.removeEventListener?.('voiceschanged', pick)
      synth.cancel()
    }
  }, [])
  return voice
}

/**
 * "Ouvir este artigo": reads the chunks `read()` gives one utterance at a time (Chrome cuts long ones off), in
 * a Portuguese voice; pause, resume, stop and speed. A change of speed restarts the current chunk at the new
 * speed. Anything the browser throws or reports as an error ends in 'failed'; the page is not affected.
 */
export function useSpeech(read: () => string[]) {
  const voice = useVoice()
  const [state, setState] = useState<SpeechState>('idle')
  const [rate, setRateState] = useState<number>(1)
  // Each start gets a new run number: the events of a cancelled run are ignored.
  const run = useRef(0)
  const position = useRef({ chunks: [] as string[], index: 0 })

  function speakFrom(index: number, speed: number) {
    const synth = window.speechSynthesis
    const current = ++run.current
    position.current.index = index
    const chunk = position.current.chunks[index]
    if (chunk === undefined) return setState('idle')
    const utterance = new SpeechSynthesisUtterance(chunk)
    if (voice) utterance.voice = voice
    utterance.lang = voice?.lang ?? 'pt-BR'
    utterance.rate = speed
    utterance.onend = () => {
      if (run.current === current) speakFrom(index + 1, speed)
    }
    utterance.onerror = (event) => {
      if (run.current !== current || event.error === 'interrupted' || event.error === 'canceled') return
      run.current++
      setState('failed')
    }
    synth.speak(utterance)
  }

  function guarded(action: () => void) {
    try {
      action()
    } catch (error) {
      console.warn('Leitura em voz alta indisponível', error)
      run.current++
      setState('failed')
    }
  }

  return {
    available: voice !== null,
    state,
    rate,
    start: () =>
      guarded(() => {
        window.speechSynthesis.cancel()
        position.current = { chunks: read(), index: 0 }
        setState('speaking')
        speakFrom(0, rate)
      }),
    pause: () => guarded(() => (window.speechSynthesis.pause(), setState('paused'))),
    resume: () => guarded(() => (window.speechSynthesis.resume(), setState('speaking'))),
    stop: () =>
      guarded(() => {
        run.current++
        window.speechSynthesis.cancel()
        setState('idle')
      }),
    setRate: (next: number) => {
      setRateState(next)
      if (state !== 'speaking') return
      guarded(() => {
        run.current++
        window.speechSynthesis.cancel()
        speakFrom(position.current.index, next)
      })
    },
  }
}

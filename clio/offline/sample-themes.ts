/**
 * Twenty varied themes the offline writer is measured on (`npm run bench:clio`) and whose drafts and
 * social copy the compliance tests check (tests/db/compliance-equality.test.ts).
 */
export const SAMPLE_THEMES = [
  'canabidiol para epilepsia refratária em crianças',
  'Síndrome de Dravet e canabidiol',
  'Cannabis medicinal e dor crônica',
  'Dor neuropática em idosos',
  'Canabidiol e sono',
  'Insônia e canabinoides',
  'Ansiedade e canabidiol',
  'Cannabis e saúde mental',
  'Autismo em crianças e cannabis',
  'Náuseas da quimioterapia e cuidados paliativos',
  'Esclerose múltipla e espasticidade',
  'Efeitos adversos e interações do canabidiol',
  'Cannabis na gravidez',
  'Diferenças entre CBD e THC',
  'Como funciona o sistema endocanabinoide',
  'Legislação: como a Anvisa regula a cannabis',
  'Importação de canabidiol pela RDC 660',
  'Cultivo de cannabis e decisões do STJ',
  'A decisão da ONU sobre a cannabis em 2020',
  'Canabidiol e Parkinson',
]

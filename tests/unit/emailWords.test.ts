import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The words of the e-mails and of the request pages are the editors' («Modelli dei messaggi», «Testi
 * dell'interfaccia»): the e-mail code (cms/src/email/ and each concern's emails/) and the request pages' islands hold
 * only layout words.
 * An Italian sentence in a string of theirs fails this test: move it to
 * content-schema/src/messageTemplates/messageTemplates.ts (an e-mail's words) or to the interface texts
 * (content-schema/src/content/uiTexts.ts).
 */
const root = path.resolve(import.meta.dirname, '../..')
/** Each concern keeps its e-mails in an `emails/` folder of its own (cms/src/leads/emails/ …). */
const concernEmails = fs
  .readdirSync(path.join(root, 'cms/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'cms/src', entry.name, 'emails')))
  .map((entry) => `cms/src/${entry.name}/emails`)
const scanned = ['cms/src/email', ...concernEmails, 'site/src/islands/tracker', 'site/src/islands/verification']

/**
 * The layout's own words: the footer's withdrawal line, the same under every e-mail whatever its words, and the labels
 * of the data tables under the words.
 */
const layoutWords = [
  'Non vuoi più ricevere comunicazioni promozionali?',
  'Revoca il consenso alle comunicazioni promozionali: ',
  'Revoca il consenso',
  'Telefono del partner',
  'Email del partner',
  'Nota del partner',
  'Motivo del reso',
  'Consenso società del gruppo',
]

/** E-mails whose words are still in code, to move into templates; empty, and to stay so. */
const notYetMoved: string[] = []

// Words only an Italian sentence has: a string holding three or more words, one of them among these, is a sentence.
const italianWords = new Set(['il', 'lo', 'la', 'le', 'gli', 'di', 'del', 'della', 'dei', 'per', 'che', 'è', 'non', 'un', 'una', 'con', 'al', 'alla', 'da', 'ti', 'tua', 'tuo', 'tuoi', 'tue', 'hai', 'sono', 'nel', 'nella', 'ha'])

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return files(relative)
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : []
  })
}

/** Every piece of text a file's code writes: string literals, template literals' parts and JSX text, HTML tags and styles left out. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      texts.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return texts.map((text) => layoutWords.reduce((rest, words) => rest.replaceAll(words, ' '), text.replace(/<[^>]*>/g, ' ')))
}

function isItalianSentence(text: string): boolean {
  const words = text.toLowerCase().match(/[a-zà-ÿ’']+/g) ?? []
  return words.length >= 3 && words.some((word) => italianWords.has(word))
}

describe('the words of the e-mails and the request pages', () => {
  const scannedFiles = scanned.flatMap(files)

  it.each(scannedFiles.filter((file) => !notYetMoved.includes(file)))('%s holds only layout words', (file) => {
    expect(textsOf(file).filter(isItalianSentence)).toEqual([])
  })

  it('lists as not yet moved only files that still hold sentences', () => {
    for (const file of notYetMoved) expect(textsOf(file).filter(isItalianSentence).length, file).toBeGreaterThan(0)
  })

  it('finds a sentence where there is one', () => {
    expect(isItalianSentence('Abbiamo ricevuto la tua richiesta per ')).toBe(true)
    expect(isItalianSentence('padding:6px 8px;border-bottom:1px solid #e2e8f0')).toBe(false)
    expect(isItalianSentence('not a phone number: no SMS sent')).toBe(false)
  })
})

/**
 * The portal's CSV files: one record per line, fields in double quotes when they hold the separator (RFC 4180,
 * without line breaks inside a field, which the portal never writes). Returns the rows as header → value.
 */
export function parseCsv(text: string, separator = ','): Array<Record<string, string>> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '')
  if (lines.length === 0) return []
  const header = splitCsvLine(lines[0]!, separator).map((name) => name.trim())
  return lines.slice(1).map((line) => {
    const fields = splitCsvLine(line, separator)
    return Object.fromEntries(header.map((name, index) => [name, (fields[index] ?? '').trim()]))
  })
}

function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === separator) {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields
}

// Copied from resume-parser 1.1.0 (src/utils/libs/processing.js): what it did to the text
// textract returned before parsing (cleanStr, cleanTextByRows and the replace in
// extractTextFile). Removed: textract, mime, fs, tracer and the file and URL handling; the
// caller passes the extracted text in.

module.exports.prepareText = function (data) {
  return cleanTextByRows(data).replace(/^\s/gm, '');
};

/**
 *
 * @param data
 * @returns {string}
 */
function cleanTextByRows(data) {
  var rows,
    clearRow,
    clearRows = [];

  rows = data.split('\n');
  for (var i = 0; i < rows.length; i++) {
    clearRow = cleanStr(rows[i]);
    if (clearRow) {
      clearRows.push(clearRow);
    }
  }

  return clearRows.join('\n') + '\n{end}';
}

/**
 *
 * @param str
 * @returns {string}
 */
function cleanStr(str) {
  return str.replace(/\r?\n|\r|\t|\n/g, '').trim();
}

// Copied from resume-parser 1.1.0 (src/utils/libs/parser.js). Changed: underscore calls
// written with Array and Object methods (same behaviour); no tracer logger and no fs.
// Removed: the profile handlers' downloads and the timer that waited up to a second for
// them (profilesWatcher); parse calls back at once and also returns the Resume. Profile
// URLs are still cut out of their rows and collected under 'profiles'.

var resume = require('./Resume'),
  dictionary = require('./dictionary.js');

var forEach = function (collection, iteratee) {
  if (Array.isArray(collection)) {
    return collection.forEach(iteratee);
  }
  Object.keys(collection).forEach(function (key) {
    iteratee(collection[key], key);
  });
};

module.exports = {
  parse: parse,
};

function makeRegExpFromDictionary() {
  var regularRules = {
    titles: {},
    profiles: [],
    inline: {},
  };

  forEach(dictionary.titles, function (titles, key) {
    regularRules.titles[key] = [];
    forEach(titles, function (title) {
      regularRules.titles[key].push(title.toUpperCase());
      regularRules.titles[key].push(title[0].toUpperCase() + title.substr(1, title.length));
    });
  });

  forEach(dictionary.profiles, function (profile) {
    var profileHandler, profileExpr;

    if (Array.isArray(profile)) {
      if (typeof profile[1] === 'function') {
        profileHandler = profile[1];
      }
      profile = profile[0];
    }
    profileExpr = '((?:https?://)?(?:www\\.)?' + profile.replace('.', '\\.') + '[/\\w \\.-]*)';
    if (typeof profileHandler === 'function') {
      regularRules.profiles.push([profileExpr, profileHandler]);
    } else {
      regularRules.profiles.push(profileExpr);
    }
  });

  forEach(dictionary.inline, function (expr, name) {
    regularRules.inline[name] = expr + ':?[\\s]*(.*)';
  });

  return Object.assign(dictionary, regularRules);
}

// dictionary is object, so it will be extended by reference
makeRegExpFromDictionary();

function parse(PreparedFile, cbReturnResume) {
  var rawFileData = PreparedFile.raw,
    Resume = new resume(),
    rows = rawFileData.split('\n'),
    row;

  // 1 parse regulars
  parseDictionaryRegular(rawFileData, Resume);

  for (var i = 0; i < rows.length; i++) {
    row = rows[i];

    // 2 parse profiles
    row = rows[i] = parseDictionaryProfiles(row, Resume);
    // 3 parse titles
    parseDictionaryTitles(Resume, rows, i);
    parseDictionaryInline(Resume, row);
  }

  if (typeof cbReturnResume === 'function') {
    cbReturnResume(Resume);
  }
  return Resume;
}

/**
 * Make text from @rowNum index of @allRows to the end of @allRows
 * @param rowNum
 * @param allRows
 * @returns {string}
 */
function restoreTextByRows(rowNum, allRows) {
  rowNum = rowNum - 1;
  var rows = [];

  do {
    rows.push(allRows[rowNum]);
    rowNum++;
  } while (rowNum < allRows.length);

  return rows.join('\n');
}

/**
 * Count words in string
 * @param str
 * @returns {Number}
 */
function countWords(str) {
  return str.split(' ').length;
}

/**
 *
 * @param Resume
 * @param row
 */
function parseDictionaryInline(Resume, row) {
  var find;

  forEach(dictionary.inline, function (expression, key) {
    find = new RegExp(expression).exec(row);
    if (find) {
      Resume.addKey(key.toLowerCase(), find[1]);
    }
  });
}

/**
 *
 * @param data
 * @param Resume
 */
function parseDictionaryRegular(data, Resume) {
  var regularDictionary = dictionary.regular,
    find;

  forEach(regularDictionary, function (expressions, key) {
    forEach(expressions, function (expression) {
      find = new RegExp(expression).exec(data);
      if (find) {
        Resume.addKey(key.toLowerCase(), find[0]);
      }
    });
  });
}

/**
 *
 * @param Resume
 * @param rows
 * @param rowIdx
 */
function parseDictionaryTitles(Resume, rows, rowIdx) {
  var allTitles = Object.values(dictionary.titles).flat(Infinity).join('|'),
    searchExpression = '',
    row = rows[rowIdx],
    ruleExpression,
    isRuleFound,
    result;

  forEach(dictionary.titles, function (expressions, key) {
    expressions = expressions || [];
    // means, that titled row is less than 5 words
    if (countWords(row) <= 5) {
      forEach(expressions, function (expression) {
        ruleExpression = new RegExp(expression);
        isRuleFound = ruleExpression.test(row);

        if (isRuleFound) {
          allTitles = allTitles
            .split('|')
            .filter(function (title) {
              return title !== key;
            })
            .join('|');
          searchExpression = '(?:' + expression + ')((.*\n)+?)(?:' + allTitles + '|{end})';
          // restore remaining text to search in relevant part of text
          result = new RegExp(searchExpression, 'gm').exec(restoreTextByRows(rowIdx, rows));

          if (result) {
            Resume.addKey(key, result[1]);
          }
        }
      });
    }
  });
}

/**
 *
 * @param row
 * @param Resume
 * @returns {*}
 */
function parseDictionaryProfiles(row, Resume) {
  var regularDictionary = dictionary.profiles,
    find,
    modifiedRow = row;

  forEach(regularDictionary, function (expression) {
    var expressionHandler;

    if (Array.isArray(expression)) {
      if (typeof expression[1] === 'function') {
        expressionHandler = expression[1];
      }
      expression = expression[0];
    }
    find = new RegExp(expression).exec(row);
    if (find) {
      Resume.addKey('profiles', find[0] + '\n');
      modifiedRow = row.replace(find[0], '');
      if (typeof expressionHandler === 'function') {
        expressionHandler(find[0], Resume);
      }
    }
  });

  return modifiedRow;
}

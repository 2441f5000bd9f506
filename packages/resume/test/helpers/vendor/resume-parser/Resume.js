// Copied from resume-parser 1.1.0 (src/utils/Resume.js). Changed: underscore's _.has and
// _.forEach written with Object methods.

module.exports = function () {
  return new Resume();
};

function Resume() {
  // generic resume format
  this.parts = {};
}

Resume.prototype.addKey = function (key, value) {
  value = value || '';
  value = value.trim();
  // reject falsy values
  if (value) {
    if (Object.prototype.hasOwnProperty.call(this.parts, key)) {
      value = this.parts[key] + value;
    }

    this.parts[key] = value;
  }
};

Resume.prototype.addObject = function (key, options) {
  var self = this;

  if (!Object.prototype.hasOwnProperty.call(this.parts, key)) {
    this.parts[key] = {};
  }

  Object.keys(options).forEach(function (optionName) {
    var optionVal = options[optionName];
    if (optionVal) {
      self.parts[key][optionName] = optionVal;
    }
  });
};

/**
 *
 * @returns {String}
 */
Resume.prototype.jsoned = function () {
  return JSON.stringify(this.parts);
};

/** Error map for choices: nothing chosen is `required`, anything else unknown is `invalid`. */
export const requiredOrInvalid = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid',
};

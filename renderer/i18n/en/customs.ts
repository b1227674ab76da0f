/** WeChat Pay customs declarations, from the charge detail (spec: Customs declaration). */
export const customs = {
  title: 'Customs declaration',
  status: 'Status',
  statusName: {
    pending: 'Waiting for the customs authority',
    successful: 'Accepted',
    failed: 'Refused: correct it and resubmit',
    error: 'Not processed: resubmit it',
  },
  refusal: {
    title: 'Why customs refused it',
    certificateMismatch: 'The ID number does not match the name on the ID card.',
    unexplained: 'The customs authority gave no reason.',
    next: 'The payment itself is paid. Correct the declaration and resubmit it.',
  },
  waiting: 'The customs authority is reviewing it. This updates by itself.',
  readFailed: 'The declaration could not be read.',
  open: {
    create: 'File a customs declaration',
    resubmit: 'Resubmit the declaration',
    wait: 'Waiting',
    modify: 'Modify the declaration',
  },
  lookUp: {
    label: 'Declaration id',
    hint: 'Filed before on another till or day? Paste its id to see it.',
    submit: 'Show the declaration',
  },
  form: {
    title: {
      create: 'File a customs declaration',
      resubmit: 'Resubmit the customs declaration',
      wait: 'The declaration is being reviewed',
      modify: 'Modify the customs declaration',
    },
    rule: {
      create: 'Every field is required. The authority cannot be changed once it is accepted.',
      resubmit: 'The last submission failed: correct it and send it again.',
      wait: 'Nothing can be changed while the authority reviews it.',
      modify:
        'Only the changed fields are sent, and the authority reviews them again. The authority itself cannot be changed.',
    },
    customs: 'Customs authority',
    customsHint: 'One of the authorities WeChat Pay declares to.',
    customsFixed: 'Fixed once the declaration was accepted.',
    chooseCustoms: 'Choose…',
    merchantCustomsNo: 'Merchant customs number',
    certificateId: 'Customer’s ID number',
    certificateIdHint: 'Personal data: shown in full only while you type it.',
    certificateName: 'Name on the ID card',
    submit: {
      create: 'File the declaration',
      resubmit: 'Resubmit',
      wait: 'Waiting',
      modify: 'Send the changes',
    },
    sending: 'Sending…',
    nothingChanged: 'Nothing was changed. Change a field to modify the declaration.',
    notSent: 'The declaration was not sent.',
    maySent:
      'The declaration may have been sent: the answer was lost. What you typed is kept; show the declaration before sending again.',
    close: 'Close',
  },
} as const;

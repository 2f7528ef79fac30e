"""Orca's customizations for the end-to-end test (Orca loads this file from the preferences
folder it is given): no speech synthesiser is started, and each thing Orca would say is
written to the file named in $ORCA_SPEECH_LOG, as "SPEECH OUTPUT: '...'"."""
import logging
import os

import orca.speech

# No speech synthesiser: what Orca would say goes to the log named in $ORCA_SPEECH_LOG.
orca.speech._initSpeechServer = lambda moduleName, speechServerInfo: None
_log = logging.getLogger("speech")
_log.addHandler(logging.FileHandler(os.environ["ORCA_SPEECH_LOG"]))
_log.setLevel(logging.INFO)

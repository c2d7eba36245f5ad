/** The styles of form inputs, loaded with the pages that have forms (login, register). */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
// The role selector's moving mark: without its sheet it sits one padding off and is cut at the right.
import '@mantine/core/styles/FloatingIndicator.layer.css';
import './inputFocus.css';

/** The dashboard uses most of Mantine: it loads the whole (layered) stylesheet with its shell. */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import './inputFocus.css';

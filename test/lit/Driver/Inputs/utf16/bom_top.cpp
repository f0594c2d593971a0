// Ein Programm ohne #include (UTF-8 with a byte-order mark): what the
// translation adds at the top goes after the mark.
void main() { printf("äöü\n"); }

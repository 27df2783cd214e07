import Workbook
